import { useMemo } from 'react';
import { useParams, useSearch } from 'wouter';
import type { Crumb } from '#ui';
import { tsr } from '../../api/tsr';
import { usePermission } from '../../components/permissions';
import { KitAddPage } from '../../kit/KitAddPage';
import { KitListPage } from '../../kit/KitListPage';
import { KitRecordPage } from '../../kit/KitRecordPage';
import { RecordLink } from '../../kit/RecordLink';
import { GoTo } from '../../routing/GoTo';
import { listAdd, listRecord, listRemove, listsArea, listsList } from './lists-area';
import {
  partnerAdd,
  partnerRecord,
  partnerRemove,
  partnersArea,
  partnersList,
} from './partners-area';
import { listPaths, locationsKey, placePaths } from './paths';
import { levelOf, useParentId } from './place-form';
import { placeAdd, placeRecord, placeRemove, placesArea, placesList } from './places-area';
import { TopOrder } from './TopOrder';
import { topAdd, topRecord, topRemove, topsArea, topsList } from './tops-area';

const useIds = () => {
  const {
    applicationId = '',
    locationListId = '',
    locationId = '',
    topLocationId = '',
  } = useParams<{
    applicationId: string;
    locationListId: string;
    locationId: string;
    topLocationId: string;
  }>();
  return { applicationId, locationListId, locationId, topLocationId };
};

const useViewing = () => new URLSearchParams(useSearch()).has('view');

export function LocationListsPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => listsArea(applicationId), [applicationId]);
  const list = useMemo(() => listsList(applicationId), [applicationId]);
  const remove = useMemo(() => listRemove(applicationId), [applicationId]);
  return <KitListPage area={area} list={list} remove={remove} />;
}

export function LocationListAddPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => listsArea(applicationId), [applicationId]);
  const add = useMemo(() => listAdd(applicationId), [applicationId]);
  return <KitAddPage area={area} add={add} />;
}

/** /location-lists/:locationListId/edit: the list itself; `?view` shows it with History. */
export function LocationListPage() {
  const { applicationId, locationListId } = useIds();
  const viewing = useViewing();
  const editing = usePermission('locationLists.update') && !viewing;
  const area = useMemo(() => listsArea(applicationId), [applicationId]);
  const record = useMemo(() => listRecord(applicationId), [applicationId]);
  return (
    <KitRecordPage
      area={area}
      record={record}
      id={locationListId}
      mode={editing ? 'edit' : 'view'}
    />
  );
}

/** The list's name, and whether the API found no such list (its pages then leave for the lists). */
function useList(applicationId: string, listId: string) {
  const list = tsr.locationLists.get.useQuery({
    queryKey: [...locationsKey(applicationId), 'list', listId],
    queryData: { params: { applicationId, locationListId: listId } },
  });
  return { name: list.data?.status === 200 ? list.data.body.name : '', gone: list.isError };
}

function usePlace(applicationId: string, listId: string, id: string) {
  return usePlaceQuery(applicationId, listId, id).place;
}

/** A location, and whether the API found no such location in the list. */
function usePlaceQuery(applicationId: string, listId: string, id: string) {
  const place = tsr.locations.get.useQuery({
    queryKey: [...locationsKey(applicationId), 'place', listId, id],
    queryData: { params: { applicationId, locationListId: listId, locationId: id } },
    enabled: id !== '',
  });
  return {
    place: place.data?.status === 200 ? place.data.body : undefined,
    gone: place.isError,
  };
}

const link = (label: string, href: string): Crumb => ({
  label,
  link: <RecordLink href={href}>{label}</RecordLink>,
});

/**
 * One level of a list: its countries (level 1), a country's regions (2) or a region's cities
 * (3), under a trail back through the locations above to the lists.
 */
function LevelPage({ level }: { level: 1 | 2 | 3 }) {
  const { applicationId, locationListId: listId, locationId } = useIds();
  const parentId = level === 1 ? undefined : locationId;
  const { name: listName, gone: listGone } = useList(applicationId, listId);
  const { place: parent, gone: parentGone } = usePlaceQuery(applicationId, listId, parentId ?? '');
  const area = useMemo(
    () => placesArea(applicationId, listId, level, parentId),
    [applicationId, listId, level, parentId],
  );
  const list = useMemo(
    () => placesList(applicationId, listId, level, parentId),
    [applicationId, listId, level, parentId],
  );
  const remove = useMemo(() => placeRemove(applicationId, listId), [applicationId, listId]);
  const paths = placePaths(applicationId, listId);
  const crumbs: Crumb[] = [
    link('Location lists', listPaths(applicationId).list),
    level === 1 ? { label: listName } : link(listName, paths.list),
    ...(parent?.ancestors ?? []).map((a) => link(a.name, paths.under(a.locationId, a.level + 1))),
    ...(parent ? [{ label: parent.name }] : []),
  ];
  const of = level === 1 ? listName : (parent?.name ?? '');
  const plural = levelOf(level).many;
  // Spec section 8: a record that is not found returns to its list — an unknown list to the
  // lists, an unknown place to its list's countries.
  if (listGone) return <GoTo to={listPaths(applicationId).list} />;
  if (parentGone) return <GoTo to={paths.list} />;
  return (
    <KitListPage
      area={area}
      list={list}
      remove={remove}
      title={of ? `${plural} of ${of}` : plural}
      breadcrumbs={crumbs}
    />
  );
}

export const Level1Page = () => <LevelPage level={1} />;
export const Level2Page = () => <LevelPage level={2} />;
export const Level3Page = () => <LevelPage level={3} />;

/** /:locationListId/new: a country, or (`?parentId=`) a region or city under its parent. */
export function LocationAddPage() {
  const { applicationId, locationListId: listId } = useIds();
  const parentId = useParentId();
  const { gone: listGone } = useList(applicationId, listId);
  const parent = usePlace(applicationId, listId, parentId === null ? '' : String(parentId));
  const level = parentId === null ? 1 : (parent?.level ?? 2) + 1;
  const area = useMemo(
    () =>
      placesArea(applicationId, listId, level, parentId === null ? undefined : String(parentId)),
    [applicationId, listId, level, parentId],
  );
  const add = useMemo(
    () => placeAdd(applicationId, listId, parentId, level),
    [applicationId, listId, parentId, level],
  );
  if (listGone) return <GoTo to={listPaths(applicationId).list} />;
  if (parentId !== null && !parent) return null;
  return <KitAddPage area={area} add={add} />;
}

/** /:locationListId/:locationId/edit: a location's page; `?view` shows it with History. */
export function LocationPage() {
  const { applicationId, locationListId: listId, locationId } = useIds();
  const viewing = useViewing();
  const editing = usePermission('locations.update') && !viewing;
  const place = usePlace(applicationId, listId, locationId);
  const level = place?.level ?? 1;
  // Its list is its own level's: a city's is its region's cities, back from its page and delete.
  const parentId = place?.parentId ? String(place.parentId) : undefined;
  const area = useMemo(
    () => placesArea(applicationId, listId, level, parentId),
    [applicationId, listId, level, parentId],
  );
  const record = useMemo(() => placeRecord(applicationId, listId), [applicationId, listId]);
  return (
    <KitRecordPage area={area} record={record} id={locationId} mode={editing ? 'edit' : 'view'} />
  );
}

/** /top-locations: the order the site shows them in (dragged), then the paged list. */
export function TopLocationsPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => topsArea(applicationId), [applicationId]);
  const list = useMemo(() => topsList(applicationId), [applicationId]);
  const remove = useMemo(() => topRemove(applicationId), [applicationId]);
  return (
    <KitListPage
      area={area}
      list={list}
      remove={remove}
      above={<TopOrder applicationId={applicationId} />}
    />
  );
}

export function TopLocationAddPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => topsArea(applicationId), [applicationId]);
  const add = useMemo(() => topAdd(applicationId), [applicationId]);
  return <KitAddPage area={area} add={add} />;
}

/** /top-locations/:topLocationId: a top location; `?edit` edits it. */
export function TopLocationPage() {
  const { applicationId, topLocationId } = useIds();
  const asked = new URLSearchParams(useSearch()).has('edit');
  const editing = usePermission('topLocations.update') && asked;
  const area = useMemo(() => topsArea(applicationId), [applicationId]);
  const record = useMemo(() => topRecord(applicationId), [applicationId]);
  return (
    <KitRecordPage
      area={area}
      record={record}
      id={topLocationId}
      mode={editing ? 'edit' : 'view'}
    />
  );
}

export function PartnerLocationsPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => partnersArea(applicationId), [applicationId]);
  const list = useMemo(() => partnersList(applicationId), [applicationId]);
  const remove = useMemo(() => partnerRemove(applicationId), [applicationId]);
  return <KitListPage area={area} list={list} remove={remove} />;
}

export function PartnerLocationAddPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => partnersArea(applicationId), [applicationId]);
  const add = useMemo(() => partnerAdd(applicationId), [applicationId]);
  return <KitAddPage area={area} add={add} />;
}

/** /flight-search-partner-locations/:locationId/edit; `?view` shows it with History. */
export function PartnerLocationPage() {
  const { applicationId, locationId } = useIds();
  const viewing = useViewing();
  const editing = usePermission('flightPartnerLocations.update') && !viewing;
  const area = useMemo(() => partnersArea(applicationId), [applicationId]);
  const record = useMemo(() => partnerRecord(applicationId), [applicationId]);
  return (
    <KitRecordPage area={area} record={record} id={locationId} mode={editing ? 'edit' : 'view'} />
  );
}
