import { useMemo } from 'react';
import { useParams } from 'wouter';
import { KitListPage } from '../../kit/KitListPage';
import { KitRecordPage } from '../../kit/KitRecordPage';
import { enquiriesArea, enquiriesList, enquiryRecord } from './enquiries-area';

const useIds = () => {
  const { applicationId = '', webReference = '' } = useParams<{
    applicationId: string;
    webReference: string;
  }>();
  return { applicationId, webReference };
};

/** /applications/:applicationId/enquiryViewer: the application's enquiries, newest first. */
export function EnquiriesListPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => enquiriesArea(applicationId), [applicationId]);
  const list = useMemo(() => enquiriesList(applicationId), [applicationId]);
  return <KitListPage area={area} list={list} />;
}

/** /applications/:applicationId/enquiryViewer/:webReference/view. */
export function EnquiryViewPage() {
  const { applicationId, webReference } = useIds();
  const area = useMemo(() => enquiriesArea(applicationId), [applicationId]);
  const record = useMemo(() => enquiryRecord(applicationId), [applicationId]);
  return <KitRecordPage area={area} record={record} id={webReference} mode="view" />;
}
