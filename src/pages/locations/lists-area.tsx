import { keepPreviousData } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  LOCATION_TEXT,
  type LocationList,
  LocationListCreate,
  LocationListFields,
  LocationListListQuery,
  type LocationListRow,
} from '#contract/locations';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { expectStatus } from '../../kit/calls';
import { contractQuery } from '../../kit/contract-query';
import { declaredForm } from '../../kit/KitForm';
import { RecordLink } from '../../kit/RecordLink';
import type { KitAdd, KitArea, KitList, KitRecord, KitRemove } from '../../kit/types';
import { LevelCard } from './LevelCard';
import { listPaths, locationsKey } from './paths';

type Named = Pick<LocationListRow, 'locationListId' | 'name'>;

export const listsArea = (applicationId: string): KitArea<Named> => ({
  noun: 'Location List',
  plural: 'Location Lists',
  paths: listPaths(applicationId),
  idOf: (row) => row.locationListId,
  nameOf: (row) => row.name,
  access: {
    edit: 'locationLists.update',
    add: 'locationLists.create',
    remove: 'locationLists.remove',
  },
  cacheKey: locationsKey(applicationId),
});

const listForm = [
  {
    title: 'Location list',
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'description', label: 'Description', kind: 'textarea' },
    ],
  },
] as const;

export const listsList = (applicationId: string): KitList<LocationListRow, 'name', never> => ({
  columns: [
    {
      key: 'name',
      header: 'Name',
      sortable: true,
      // The name opens the list's countries; View and Edit open the list itself.
      cell: (r) => (
        <RecordLink href={listPaths(applicationId).level1(r.locationListId)}>{r.name}</RecordLink>
      ),
    },
    { key: 'description', header: 'Description' },
    { key: 'locations', header: 'Locations', kind: 'number' },
  ],
  useRows: (query) =>
    tsr.locationLists.list.useQuery({
      queryKey: [...locationsKey(applicationId), 'lists', query],
      queryData: { params: { applicationId }, query: contractQuery(LocationListListQuery, query) },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search location lists',
  emptyText: 'No location lists yet: add one, then its countries, regions and cities.',
});

export const listRemove = (applicationId: string): KitRemove<Named> => ({
  prompt: (r) => `Are you sure you want to delete the location list '${r.name}'?`,
  run: (r) =>
    expectStatus(
      api.locationLists.remove({
        params: { applicationId, locationListId: String(r.locationListId) },
      }),
      200,
    ),
  done: LOCATION_TEXT.listRemoved,
});

export const listRecord = (
  applicationId: string,
): KitRecord<LocationList, LocationListCreate, z.output<typeof LocationListFields>> => ({
  nameOf: (row) => row.name,
  useRecord: (id) =>
    tsr.locationLists.get.useQuery({
      queryKey: [...locationsKey(applicationId), 'list', id],
      queryData: { params: { applicationId, locationListId: id } },
    }),
  toForm: (l) => ({ name: l.name, description: l.description }),
  form: declaredForm(LocationListFields, listForm, true),
  update: (id, body, version) =>
    expectStatus(
      api.locationLists.update({
        params: { applicationId, locationListId: id },
        body: { ...body, version },
      }),
      200,
    ),
  versionOf: (l) => l.version,
  updated: LOCATION_TEXT.listUpdated,
  panels: (l) => (
    <LevelCard
      title="Locations"
      line={`${l.locations} location${l.locations === 1 ? '' : 's'} in this list.`}
      href={listPaths(applicationId).level1(l.locationListId)}
      label={`Open the countries of ${l.name}`}
    />
  ),
  history: (l) => (
    <HistoryPanel
      companyId={String(l.companyId)}
      area="locationLists"
      recordId={String(l.locationListId)}
    />
  ),
  remove: listRemove(applicationId),
});

export const listAdd = (
  applicationId: string,
): KitAdd<LocationListCreate, z.output<typeof LocationListCreate>> => ({
  useInitial: () => ({ name: '', description: '' }),
  form: declaredForm(LocationListCreate, listForm, false),
  create: async (body) =>
    (await expectStatus(api.locationLists.create({ params: { applicationId }, body }), 201))
      .locationListId,
  added: LOCATION_TEXT.listAdded,
});
