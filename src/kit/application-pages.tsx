import { type ComponentType, useMemo } from 'react';
import { useParams, useSearch } from 'wouter';
import { Stack } from '#ui';
import { usePermission } from '../components/permissions';
import { KitAddPage } from './KitAddPage';
import { KitListPage } from './KitListPage';
import { KitRecordPage } from './KitRecordPage';
import type { KitAdd, KitArea, KitList, KitRecord, KitRemove } from './types';

type ByApplication<T> = (applicationId: string) => T;

/**
 * The list, add, view and edit pages of an area inside an application, whose configuration
 * depends on nothing but the application's id in the URL. `idParam` is the route parameter that
 * names one record (`depositRuleId`); `Below` goes under the list (the rules' order to drag).
 * Areas the spec gives one address per record use `RecordPage` instead of `ViewPage`/`EditPage`.
 */
export function applicationPages<
  Row extends object,
  K extends string,
  F extends string,
  Rec,
  In,
  Out,
  AddIn,
  AddOut,
>(
  idParam: string,
  areaOf: ByApplication<KitArea<Row>>,
  parts: {
    list: ByApplication<KitList<Row, K, F>>;
    /** Left out for records the list cannot delete (gift vouchers). */
    remove?: ByApplication<KitRemove<Row>>;
    add: ByApplication<KitAdd<AddIn, AddOut>>;
    record: ByApplication<KitRecord<Rec, In, Out>>;
  },
  Below?: ComponentType<{ applicationId: string }>,
) {
  const useIds = () => {
    const params = useParams();
    return { applicationId: params.applicationId ?? '', id: params[idParam] ?? '' };
  };
  // Built once per application, so what the kit's pages get keeps its identity across renders.
  const useArea = (applicationId: string) => useMemo(() => areaOf(applicationId), [applicationId]);

  function ListPage() {
    const { applicationId } = useIds();
    const area = useArea(applicationId);
    const list = useMemo(() => parts.list(applicationId), [applicationId]);
    const remove = useMemo(() => parts.remove?.(applicationId), [applicationId]);
    const page = <KitListPage area={area} list={list} remove={remove} />;
    if (!Below) return page;
    return (
      <Stack gap="lg">
        {page}
        <Below applicationId={applicationId} />
      </Stack>
    );
  }

  function AddPage() {
    const { applicationId } = useIds();
    const area = useArea(applicationId);
    const add = useMemo(() => parts.add(applicationId), [applicationId]);
    return <KitAddPage area={area} add={add} />;
  }

  function ModePage({ mode }: { mode: 'view' | 'edit' }) {
    const { applicationId, id } = useIds();
    const area = useArea(applicationId);
    const record = useMemo(() => parts.record(applicationId), [applicationId]);
    return <KitRecordPage area={area} record={record} id={id} mode={mode} />;
  }

  /**
   * The record's one address: `?edit` edits for those the area's edit operation lets (everyone
   * when it names none, as with the kit's Edit actions); anyone else gets the view, not a refusal.
   */
  function RecordPage() {
    const { applicationId } = useIds();
    const mayEdit = usePermission(useArea(applicationId).access?.edit ?? 'signedIn');
    const editing = new URLSearchParams(useSearch()).has('edit') && mayEdit;
    return <ModePage mode={editing ? 'edit' : 'view'} />;
  }

  return {
    ListPage,
    AddPage,
    ViewPage: () => <ModePage mode="view" />,
    EditPage: () => <ModePage mode="edit" />,
    RecordPage,
  };
}
