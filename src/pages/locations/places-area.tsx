import { keepPreviousData } from '@tanstack/react-query';
import {
  LOCATION_TEXT,
  type Location,
  type LocationCreate,
  LocationListQuery,
  type LocationRow,
} from '#contract/locations';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { expectStatus } from '../../kit/calls';
import { contractQuery } from '../../kit/contract-query';
import { RecordLink } from '../../kit/RecordLink';
import type { KitAdd, KitArea, KitList, KitRecord, KitRemove } from '../../kit/types';
import { LevelCard } from './LevelCard';
import { locationsKey, placePaths } from './paths';
import { levelOf, PlaceForm, type PlaceFormOut, toPlaceForm } from './place-form';

type Named = Pick<LocationRow, 'locationId' | 'name'>;

/** A list's locations at one level; Add adds under `parentId` (a country without one). */
export const placesArea = (
  applicationId: string,
  listId: string,
  level: number,
  parentId?: string,
): KitArea<Named> => {
  const paths = placePaths(applicationId, listId);
  const names = levelOf(level);
  return {
    noun: names.one,
    plural: names.many,
    paths: {
      list: parentId ? paths.under(parentId, level) : paths.list,
      add: parentId ? paths.addUnder(parentId) : paths.add,
      view: paths.view,
      edit: paths.edit,
    },
    idOf: (row) => row.locationId,
    nameOf: (row) => row.name,
    access: { edit: 'locations.update', add: 'locations.create', remove: 'locations.remove' },
    cacheKey: locationsKey(applicationId),
  };
};

export const placesList = (
  applicationId: string,
  listId: string,
  level: number,
  parentId?: string,
): KitList<LocationRow, 'name' | 'code', never> => {
  const paths = placePaths(applicationId, listId);
  const below = level < 3 ? levelOf(level + 1).many : null;
  return {
    columns: [
      {
        key: 'name',
        header: 'Name',
        sortable: true,
        // A country or region opens the level under it; a city, its own page.
        cell: (r) => (
          <RecordLink
            href={below ? paths.under(r.locationId, level + 1) : paths.view(r.locationId)}
          >
            {r.name}
          </RecordLink>
        ),
      },
      { key: 'code', header: 'Code', sortable: true },
      ...(below ? [{ key: 'children', header: below, kind: 'number' as const }] : []),
    ],
    useRows: (query) =>
      tsr.locations.list.useQuery({
        queryKey: [...locationsKey(applicationId), 'places', listId, parentId ?? 'top', query],
        queryData: {
          params: { applicationId, locationListId: listId },
          query: { ...contractQuery(LocationListQuery, query), ...(parentId ? { parentId } : {}) },
        },
        placeholderData: keepPreviousData,
      }),
    searchLabel: `Search ${levelOf(level).many.toLowerCase()}`,
    emptyText: `No ${levelOf(level).many.toLowerCase()} here yet.`,
  };
};

export const placeRemove = (applicationId: string, listId: string): KitRemove<Named> => ({
  prompt: (r) => `Are you sure you want to delete '${r.name}'?`,
  run: (r) =>
    expectStatus(
      api.locations.remove({
        params: { applicationId, locationListId: listId, locationId: String(r.locationId) },
      }),
      200,
    ),
  done: LOCATION_TEXT.removed,
});

export const placeRecord = (
  applicationId: string,
  listId: string,
): KitRecord<Location, LocationCreate, PlaceFormOut> => ({
  nameOf: (row) => row.name,
  useRecord: (id) =>
    tsr.locations.get.useQuery({
      queryKey: [...locationsKey(applicationId), 'place', listId, id],
      queryData: { params: { applicationId, locationListId: listId, locationId: id } },
    }),
  toForm: toPlaceForm,
  form: (props, rec) => (
    <PlaceForm applicationId={applicationId} listId={listId} level={rec.level} editing {...props} />
  ),
  update: (id, body, version) =>
    expectStatus(
      api.locations.update({
        params: { applicationId, locationListId: listId, locationId: id },
        body: { ...body, version },
      }),
      200,
    ),
  versionOf: (l) => l.version,
  updated: LOCATION_TEXT.updated,
  panels: (l) => {
    const paths = placePaths(applicationId, listId);
    const below = l.level < 3 ? levelOf(l.level + 1).many : null;
    return (
      <LevelCard
        title={`${l.name} in ${l.listName}`}
        line={[l.listName, ...l.ancestors.map((a) => a.name), l.name].join(' › ')}
        href={below ? paths.under(l.locationId, l.level + 1) : paths.levelOf(l.parentId, l.level)}
        label={below ? `Open the ${below.toLowerCase()} of ${l.name}` : `Back to the cities`}
      />
    );
  },
  history: (l) => (
    <HistoryPanel
      companyId={String(l.companyId)}
      area="locations"
      recordId={String(l.locationId)}
    />
  ),
  remove: placeRemove(applicationId, listId),
});

export const placeAdd = (
  applicationId: string,
  listId: string,
  parentId: number | null,
  level: number,
): KitAdd<LocationCreate, PlaceFormOut> => ({
  useInitial: () => ({ name: '', code: '', parentId }),
  form: (props) => (
    <PlaceForm
      applicationId={applicationId}
      listId={listId}
      level={level}
      editing={false}
      {...props}
    />
  ),
  create: async (body) =>
    (
      await expectStatus(
        api.locations.create({ params: { applicationId, locationListId: listId }, body }),
        201,
      )
    ).locationId,
  added: LOCATION_TEXT.added,
});
