import { useMemo } from 'react';
import { useParams, useSearch } from 'wouter';
import { usePermission } from '../../components/permissions';
import { KitAddPage } from '../../kit/KitAddPage';
import { KitListPage } from '../../kit/KitListPage';
import { KitRecordPage } from '../../kit/KitRecordPage';
import {
  overrideAdd,
  overrideRecord,
  overrideRemove,
  overridesArea,
  overridesList,
} from './overrides-area';

const useIds = () => {
  const { applicationId = '', overrideId = '' } = useParams<{
    applicationId: string;
    overrideId: string;
  }>();
  return { applicationId, overrideId };
};

export function OverridesListPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => overridesArea(applicationId), [applicationId]);
  const list = useMemo(() => overridesList(applicationId), [applicationId]);
  const remove = useMemo(() => overrideRemove(applicationId), [applicationId]);
  return <KitListPage area={area} list={list} remove={remove} />;
}

export function OverrideAddPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => overridesArea(applicationId), [applicationId]);
  const add = useMemo(() => overrideAdd(applicationId), [applicationId]);
  return <KitAddPage area={area} add={add} />;
}

/** An override's one address; `?edit` edits. */
export function OverridePage() {
  const { applicationId, overrideId } = useIds();
  const mayEdit = usePermission('accommodationOverrides.update');
  const editing = new URLSearchParams(useSearch()).has('edit') && mayEdit;
  const area = useMemo(() => overridesArea(applicationId), [applicationId]);
  const record = useMemo(() => overrideRecord(applicationId), [applicationId]);
  return (
    <KitRecordPage area={area} record={record} id={overrideId} mode={editing ? 'edit' : 'view'} />
  );
}
