import { keepPreviousData } from '@tanstack/react-query';
import {
  EXTRA_TEXT,
  type Extra,
  type ExtraCreate,
  ExtraListQuery,
  type ExtraRow,
  PRICE_BASIS_LABELS,
} from '#contract/extras';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { expectStatus } from '../../kit/calls';
import { contractQuery } from '../../kit/contract-query';
import type { KitAdd, KitArea, KitList, KitRecord, KitRemove } from '../../kit/types';
import { ExtraForm, type ExtraFormOut, toExtraForm, useNewExtra } from './extra-form';
import { extraPaths, extrasKey } from './paths';

type Named = Pick<ExtraRow, 'extraId' | 'name'>;

export const extrasArea = (applicationId: string, groupId?: string): KitArea<Named> => {
  const paths = extraPaths(applicationId);
  return {
    noun: 'Extra',
    plural: 'Extras',
    paths: groupId ? { ...paths, add: paths.addTo(groupId) } : paths,
    idOf: (row) => row.extraId,
    nameOf: (row) => row.name,
    access: { edit: 'extras.update', add: 'extras.create', remove: 'extras.remove' },
    cacheKey: extrasKey(applicationId),
  };
};

export const extrasList = (
  applicationId: string,
  groupId: string,
): KitList<ExtraRow, 'name' | 'price', never> => ({
  columns: [
    { key: 'name', header: 'Name', sortable: true, link: true },
    { key: 'price', header: 'Price', sortable: true, kind: 'money' },
    { key: 'priceBasis', header: 'Priced', cell: (r) => PRICE_BASIS_LABELS[r.priceBasis] },
    {
      key: 'productTypes',
      header: 'Goes With',
      cell: (r) => (r.productTypes.length > 0 ? r.productTypes.join(', ') : 'Every product'),
    },
  ],
  useRows: (query) =>
    tsr.extras.list.useQuery({
      queryKey: [...extrasKey(applicationId), 'extras', groupId, query],
      queryData: {
        params: { applicationId },
        query: { ...contractQuery(ExtraListQuery, query), groupId },
      },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search extras',
  emptyText: 'No extras in this group yet.',
});

export const extraRemove = (applicationId: string): KitRemove<Named> => ({
  prompt: (r) => `Are you sure you want to delete the extra '${r.name}'?`,
  run: (r) =>
    expectStatus(api.extras.remove({ params: { applicationId, extraId: String(r.extraId) } }), 200),
  done: EXTRA_TEXT.removed,
});

export const extraRecord = (
  applicationId: string,
): KitRecord<Extra, ExtraCreate, ExtraFormOut> => ({
  nameOf: (row) => row.name,
  useRecord: (id) =>
    tsr.extras.get.useQuery({
      queryKey: [...extrasKey(applicationId), 'extra', id],
      queryData: { params: { applicationId, extraId: id } },
    }),
  toForm: toExtraForm,
  form: (props) => <ExtraForm applicationId={applicationId} editing {...props} />,
  update: (id, body, version) =>
    expectStatus(
      api.extras.update({ params: { applicationId, extraId: id }, body: { ...body, version } }),
      200,
    ),
  versionOf: (e) => e.version,
  updated: EXTRA_TEXT.updated,
  history: (e) => (
    <HistoryPanel companyId={String(e.companyId)} area="extras" recordId={String(e.extraId)} />
  ),
  remove: extraRemove(applicationId),
});

export const extraAdd = (applicationId: string): KitAdd<ExtraCreate, ExtraFormOut> => ({
  useInitial: useNewExtra,
  form: (props) => <ExtraForm applicationId={applicationId} editing={false} {...props} />,
  create: async (body) =>
    (await expectStatus(api.extras.create({ params: { applicationId }, body }), 201)).extraId,
  added: EXTRA_TEXT.added,
});
