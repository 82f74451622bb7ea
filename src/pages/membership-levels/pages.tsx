import { useMemo } from 'react';
import { useParams, useSearch } from 'wouter';
import { usePermission } from '../../components/permissions';
import { KitAddPage } from '../../kit/KitAddPage';
import { KitListPage } from '../../kit/KitListPage';
import { KitRecordPage } from '../../kit/KitRecordPage';
import { levelAdd, levelRecord, levelRemove, levelsArea, levelsList } from './levels-area';

const useIds = () => {
  const { applicationId = '', membershipId = '' } = useParams<{
    applicationId: string;
    membershipId: string;
  }>();
  return { applicationId, membershipId };
};

export function MembershipLevelsListPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => levelsArea(applicationId), [applicationId]);
  const list = useMemo(() => levelsList(applicationId), [applicationId]);
  const remove = useMemo(() => levelRemove(applicationId), [applicationId]);
  return <KitListPage area={area} list={list} remove={remove} />;
}

export function MembershipLevelAddPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => levelsArea(applicationId), [applicationId]);
  const add = useMemo(() => levelAdd(applicationId), [applicationId]);
  return <KitAddPage area={area} add={add} />;
}

/** /tools/membership-levels/:membershipId: the spec gives a level one address; `?edit` edits. */
export function MembershipLevelPage() {
  const { applicationId, membershipId } = useIds();
  const mayEdit = usePermission('membershipLevels.update');
  const editing = new URLSearchParams(useSearch()).has('edit') && mayEdit;
  const area = useMemo(() => levelsArea(applicationId), [applicationId]);
  const record = useMemo(() => levelRecord(applicationId), [applicationId]);
  return (
    <KitRecordPage area={area} record={record} id={membershipId} mode={editing ? 'edit' : 'view'} />
  );
}
