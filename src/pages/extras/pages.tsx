import { useMemo } from 'react';
import { useParams, useSearch } from 'wouter';
import { tsr } from '../../api/tsr';
import { usePermission } from '../../components/permissions';
import { applicationPages } from '../../kit/application-pages';
import { KitAddPage } from '../../kit/KitAddPage';
import { KitListPage } from '../../kit/KitListPage';
import { KitRecordPage } from '../../kit/KitRecordPage';
import { GoTo } from '../../routing/GoTo';
import { extraAdd, extraRecord, extraRemove, extrasArea, extrasList } from './extras-area';
import { groupAdd, groupRecord, groupRemove, groupsArea, groupsList } from './groups-area';
import { extrasKey, groupPaths } from './paths';

const useIds = () => {
  const {
    applicationId = '',
    groupId = '',
    extraId = '',
  } = useParams<{
    applicationId: string;
    groupId: string;
    extraId: string;
  }>();
  return { applicationId, groupId, extraId };
};

/** /tools/extraGroups; /:groupId is the group, where `?edit` edits it. */
export const extraGroups = applicationPages('groupId', groupsArea, {
  list: groupsList,
  remove: groupRemove,
  add: groupAdd,
  record: groupRecord,
});

/** /tools/extraGroups/:groupId/extras: the group's extras, titled with its name. */
export function GroupExtrasPage() {
  const { applicationId, groupId } = useIds();
  const group = tsr.extraGroups.get.useQuery({
    queryKey: [...extrasKey(applicationId), 'group', groupId],
    queryData: { params: { applicationId, groupId } },
  });
  const area = useMemo(() => extrasArea(applicationId, groupId), [applicationId, groupId]);
  const list = useMemo(() => extrasList(applicationId, groupId), [applicationId, groupId]);
  const remove = useMemo(() => extraRemove(applicationId), [applicationId]);
  const name = group.data?.status === 200 ? group.data.body.name : '';
  // The list of an unknown group is empty, not refused: the group's own answer says it is gone,
  // and spec section 8 sends the user back to the list it came from.
  if (group.isError) return <GoTo to={groupPaths(applicationId).list} />;
  return (
    <KitListPage
      area={area}
      list={list}
      remove={remove}
      title={name ? `Extras of ${name}` : 'Extras'}
    />
  );
}

export function ExtraAddPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => extrasArea(applicationId), [applicationId]);
  const add = useMemo(() => extraAdd(applicationId), [applicationId]);
  return <KitAddPage area={area} add={add} />;
}

/** /tools/extraGroups/extras/edit/:extraId: the extra's one page; `?view` shows it read-only. */
export function ExtraPage() {
  const { applicationId, extraId } = useIds();
  const mayEdit = usePermission('extras.update');
  const editing = !new URLSearchParams(useSearch()).has('view') && mayEdit;
  const area = useMemo(() => extrasArea(applicationId), [applicationId]);
  const record = useMemo(() => extraRecord(applicationId), [applicationId]);
  return (
    <KitRecordPage area={area} record={record} id={extraId} mode={editing ? 'edit' : 'view'} />
  );
}
