import { useParams } from 'wouter';
import { KitRecordPage } from '../../kit/KitRecordPage';
import { applicationRecord } from './application-record';
import { applicationsArea } from './applications-area';

/** /apps/{applicationId}: an application has one page, its editor. */
export default function ApplicationEditPage() {
  const { companyId = '', applicationId = '' } = useParams<{
    companyId: string;
    applicationId: string;
  }>();
  return (
    <KitRecordPage
      area={applicationsArea(companyId)}
      record={applicationRecord(companyId)}
      id={applicationId}
      mode="edit"
    />
  );
}
