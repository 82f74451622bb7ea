import { useMemo } from 'react';
import { useParams } from 'wouter';
import { usePermission } from '../../components/permissions';
import { KitAddPage } from '../../kit/KitAddPage';
import { KitListPage } from '../../kit/KitListPage';
import { KitRecordPage } from '../../kit/KitRecordPage';
import {
  propertiesArea,
  propertiesList,
  propertyAdd,
  propertyRecord,
  propertyRemove,
} from './properties-area';

const useIds = () => {
  const { applicationId = '', propertyId = '' } = useParams<{
    applicationId: string;
    propertyId: string;
  }>();
  return { applicationId, propertyId };
};

export function PropertiesListPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => propertiesArea(applicationId), [applicationId]);
  const list = useMemo(() => propertiesList(applicationId), [applicationId]);
  const remove = useMemo(() => propertyRemove(applicationId), [applicationId]);
  return <KitListPage area={area} list={list} remove={remove} />;
}

export function PropertyAddPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => propertiesArea(applicationId), [applicationId]);
  const add = useMemo(() => propertyAdd(applicationId), [applicationId]);
  return <KitAddPage area={area} add={add} />;
}

/** /tools/propertyContent/:propertyId/edit: the spec's one address for a property. */
export function PropertyEditPage() {
  const { applicationId, propertyId } = useIds();
  const mayEdit = usePermission('propertyContent.update');
  const area = useMemo(() => propertiesArea(applicationId), [applicationId]);
  const record = useMemo(() => propertyRecord(applicationId), [applicationId]);
  return (
    <KitRecordPage area={area} record={record} id={propertyId} mode={mayEdit ? 'edit' : 'view'} />
  );
}
