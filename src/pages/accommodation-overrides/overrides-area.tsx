import { keepPreviousData } from '@tanstack/react-query';
import {
  OVERRIDE_TEXT,
  type Override,
  type OverrideCreate,
  type OverrideFields,
  OverrideListQuery,
  type OverrideRow,
} from '#contract/accommodation-overrides';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { expectStatus } from '../../kit/calls';
import { contractQuery } from '../../kit/contract-query';
import type { KitAdd, KitArea, KitList, KitRecord, KitRemove } from '../../kit/types';
import { EMPTY_OVERRIDE, OverrideForm, toOverrideForm } from './override-form';
import { overridePaths, overridesKey } from './paths';

type Named = Pick<OverrideRow, 'overrideId' | 'supplierPropertyId'>;

export const overridesArea = (applicationId: string): KitArea<Named> => ({
  noun: 'Accommodation Override',
  plural: 'Accommodation Overrides',
  paths: overridePaths(applicationId),
  idOf: (row) => row.overrideId,
  nameOf: (row) => row.supplierPropertyId,
  access: {
    edit: 'accommodationOverrides.update',
    add: 'accommodationOverrides.create',
    remove: 'accommodationOverrides.remove',
  },
  cacheKey: overridesKey(applicationId),
});

export const overridesList = (
  applicationId: string,
): KitList<OverrideRow, 'supplierPropertyId' | 'name' | 'stars', never> => ({
  columns: [
    { key: 'supplierPropertyId', header: 'Supplier Property ID', sortable: true, link: true },
    { key: 'supplierName', header: 'Supplier' },
    { key: 'name', header: 'Name', sortable: true },
    { key: 'stars', header: 'Stars', sortable: true, cell: (r) => (r.stars ? `${r.stars}★` : '') },
    { key: 'images', header: 'Images', kind: 'number' },
  ],
  useRows: (query) =>
    tsr.accommodationOverrides.list.useQuery({
      queryKey: [...overridesKey(applicationId), 'list', query],
      queryData: { params: { applicationId }, query: contractQuery(OverrideListQuery, query) },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search property ids and names',
  emptyText: 'No overrides yet: every supplier property shows as its supplier sends it.',
});

export const overrideRemove = (applicationId: string): KitRemove<Named> => ({
  prompt: (r) => `Are you sure you want to delete the override of '${r.supplierPropertyId}'?`,
  run: (r) =>
    expectStatus(
      api.accommodationOverrides.remove({
        params: { applicationId, overrideId: String(r.overrideId) },
      }),
      200,
    ),
  done: OVERRIDE_TEXT.removed,
});

export const overrideRecord = (
  applicationId: string,
): KitRecord<Override, OverrideCreate, OverrideFields> => ({
  nameOf: (row) => row.supplierPropertyId,
  useRecord: (id) =>
    tsr.accommodationOverrides.get.useQuery({
      queryKey: [...overridesKey(applicationId), 'override', id],
      queryData: { params: { applicationId, overrideId: id } },
    }),
  toForm: toOverrideForm,
  form: (props) => <OverrideForm applicationId={applicationId} editing {...props} />,
  update: (id, body, version) =>
    expectStatus(
      api.accommodationOverrides.update({
        params: { applicationId, overrideId: id },
        body: { ...body, version },
      }),
      200,
    ),
  versionOf: (r) => r.version,
  updated: OVERRIDE_TEXT.updated,
  history: (r) => (
    <HistoryPanel
      companyId={String(r.companyId)}
      area="accommodationOverrides"
      recordId={String(r.overrideId)}
    />
  ),
  remove: overrideRemove(applicationId),
});

export const overrideAdd = (applicationId: string): KitAdd<OverrideCreate, OverrideFields> => ({
  useInitial: () => EMPTY_OVERRIDE,
  form: (props) => <OverrideForm applicationId={applicationId} editing={false} {...props} />,
  create: async (body) =>
    (
      await expectStatus(
        api.accommodationOverrides.create({ params: { applicationId }, body }),
        201,
      )
    ).overrideId,
  added: OVERRIDE_TEXT.added,
});
