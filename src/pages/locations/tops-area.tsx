import { keepPreviousData } from '@tanstack/react-query';
import {
  LOCATION_TEXT,
  type TopLocation,
  TopLocationListQuery,
  type TopLocationRow,
} from '#contract/locations';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { expectStatus } from '../../kit/calls';
import { contractQuery } from '../../kit/contract-query';
import type { KitAdd, KitArea, KitList, KitRecord, KitRemove } from '../../kit/types';
import { locationsKey, topPaths } from './paths';
import { EMPTY_TOP, TopForm, type TopFormIn, type TopFormOut, toTopForm } from './top-form';

type Named = Pick<TopLocationRow, 'topLocationId' | 'name'>;

export const topsArea = (applicationId: string): KitArea<Named> => ({
  noun: 'Top Location',
  plural: 'Top Locations',
  paths: topPaths(applicationId),
  idOf: (row) => row.topLocationId,
  nameOf: (row) => row.name,
  access: {
    edit: 'topLocations.update',
    add: 'topLocations.create',
    remove: 'topLocations.remove',
  },
  cacheKey: locationsKey(applicationId),
});

export const topsList = (
  applicationId: string,
): KitList<TopLocationRow, 'position' | 'name', never> => ({
  columns: [
    { key: 'position', header: 'Position', sortable: true, kind: 'number' },
    { key: 'name', header: 'Name', sortable: true, link: true },
    { key: 'countryCode', header: 'Country' },
    { key: 'locationName', header: 'Location List Entry', cell: (r) => r.locationName ?? '—' },
  ],
  useRows: (query) =>
    tsr.topLocations.list.useQuery({
      queryKey: [...locationsKey(applicationId), 'tops', query],
      queryData: { params: { applicationId }, query: contractQuery(TopLocationListQuery, query) },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search top locations',
  emptyText: 'No top locations yet: add the destinations the site should feature.',
});

export const topRemove = (applicationId: string): KitRemove<Named> => ({
  prompt: (r) => `Are you sure you want to delete the top location '${r.name}'?`,
  run: (r) =>
    expectStatus(
      api.topLocations.remove({
        params: { applicationId, topLocationId: String(r.topLocationId) },
      }),
      200,
    ),
  done: LOCATION_TEXT.topRemoved,
});

export const topRecord = (
  applicationId: string,
): KitRecord<TopLocation, TopFormIn, TopFormOut> => ({
  nameOf: (row) => row.name,
  useRecord: (id) =>
    tsr.topLocations.get.useQuery({
      queryKey: [...locationsKey(applicationId), 'top', id],
      queryData: { params: { applicationId, topLocationId: id } },
    }),
  toForm: toTopForm,
  form: (props) => <TopForm applicationId={applicationId} editing {...props} />,
  update: (id, body, version) =>
    expectStatus(
      api.topLocations.update({
        params: { applicationId, topLocationId: id },
        body: { ...body, version },
      }),
      200,
    ),
  versionOf: (t) => t.version,
  updated: LOCATION_TEXT.topUpdated,
  history: (t) => (
    <HistoryPanel
      companyId={String(t.companyId)}
      area="topLocations"
      recordId={String(t.topLocationId)}
    />
  ),
  remove: topRemove(applicationId),
});

export const topAdd = (applicationId: string): KitAdd<TopFormIn, TopFormOut> => ({
  useInitial: () => EMPTY_TOP,
  form: (props) => <TopForm applicationId={applicationId} editing={false} {...props} />,
  create: async (body) =>
    (await expectStatus(api.topLocations.create({ params: { applicationId }, body }), 201))
      .topLocationId,
  added: LOCATION_TEXT.topAdded,
});
