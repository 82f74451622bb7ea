import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import { flightPartnerLocationsContract } from '#contract/flight-partner-locations';
import {
  FlightPartnerLocationCreate,
  type FlightPartnerLocationListQuery,
  FlightPartnerLocationUpdate,
  LOCATION_TEXT,
  LocationCreate,
  LocationListCreate,
  type LocationListListQuery,
  type LocationListQuery,
  LocationListUpdate,
  LocationUpdate,
  locationListsContract,
  locationsContract,
  TopLocationCreate,
  type TopLocationListQuery,
  TopLocationReorder,
  TopLocationUpdate,
} from '#contract/locations';
import { topLocationsContract } from '#contract/top-locations';
import { actorOf, applicationOf } from '#server/customers/routes';
import type { AppDeps } from '#server/deps';
import { recordRoutes } from '#server/kit/index';
import { listLinkable, listPartnerLocations, listTopLocations } from './lists';
import {
  createPartnerLocation,
  loadPartnerLocation,
  removePartnerLocation,
  updatePartnerLocation,
} from './partner-store';
import { reorderTopLocations } from './top-reorder';
import {
  createTopLocation,
  loadTopLocation,
  orderedTops,
  removeTopLocation,
  updateTopLocation,
} from './top-store';
import { listLocationLists, listLocations } from './tree-list';
import {
  createLocation,
  createLocationList,
  loadLocation,
  loadLocationList,
  removeLocation,
  removeLocationList,
  updateLocation,
  updateLocationList,
} from './tree-store';

const s = initServer();
const done = (message: string) => ({ status: 200 as const, body: { message } });

const listAt = (request: FastifyRequest, params: { locationListId: number }) => ({
  ...applicationOf(request),
  listId: params.locationListId,
});

/** An application's location lists; the gate has checked the permission and the feature. */
export function locationListsRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(locationListsContract, {
    ...recordRoutes({
      scope: applicationOf,
      at: listAt,
      actor: actorOf,
      list: (scope, query: LocationListListQuery) => listLocationLists(db, scope, query),
      parseCreate: (body) => LocationListCreate.parse(body),
      create: async (actor, scope, body) => ({
        locationListId: await createLocationList(db, actor, scope, body),
      }),
      load: (at) => loadLocationList(db, at),
      parseUpdate: (body) => LocationListUpdate.parse(body),
      update: (actor, at, body) => updateLocationList(db, actor, at, body),
    }),
    remove: async ({ request, params }) => {
      await removeLocationList(db, actorOf(request), listAt(request, params));
      return done(LOCATION_TEXT.listRemoved);
    },
  });
}

/** A list's locations, under the list the path names (another application's is a 404). */
export function locationsRouter(deps: AppDeps) {
  const { db } = deps.db;
  const at = (request: FastifyRequest, params: { locationListId: number; locationId: number }) => ({
    ...listAt(request, params),
    locationId: params.locationId,
  });
  return s.router(locationsContract, {
    ...recordRoutes({
      scope: (request, call: { params: { locationListId: number } }) =>
        listAt(request, call.params),
      at,
      actor: actorOf,
      list: (scope, query: LocationListQuery) => listLocations(db, scope, query),
      parseCreate: (body) => LocationCreate.parse(body),
      create: async (actor, scope, body) => ({
        locationId: await createLocation(db, actor, scope, body),
      }),
      load: (place) => loadLocation(db, place),
      parseUpdate: (body) => LocationUpdate.parse(body),
      update: (actor, place, body) => updateLocation(db, actor, place, body),
    }),
    remove: async ({ request, params }) => {
      await removeLocation(db, actorOf(request), at(request, params));
      return done(LOCATION_TEXT.removed);
    },
  });
}

/** An application's top locations, with their order as one list. */
export function topLocationsRouter(deps: AppDeps) {
  const { db } = deps.db;
  const at = (request: FastifyRequest, params: { topLocationId: number }) => ({
    ...applicationOf(request),
    topLocationId: params.topLocationId,
  });
  return s.router(topLocationsContract, {
    ...recordRoutes({
      scope: applicationOf,
      at,
      actor: actorOf,
      list: (scope, query: TopLocationListQuery) => listTopLocations(db, scope, query),
      parseCreate: (body) => TopLocationCreate.parse(body),
      create: async (actor, scope, body) => ({
        topLocationId: await createTopLocation(db, actor, scope, body),
      }),
      load: (top) => loadTopLocation(db, top),
      parseUpdate: (body) => TopLocationUpdate.parse(body),
      update: (actor, top, body) => updateTopLocation(db, actor, top, body),
    }),
    remove: async ({ request, params }) => {
      await removeTopLocation(db, actorOf(request), at(request, params));
      return done(LOCATION_TEXT.topRemoved);
    },
    linkable: async ({ request, query }) => ({
      status: 200,
      body: await listLinkable(db, applicationOf(request), query),
    }),
    ordered: async ({ request }) => ({
      status: 200,
      body: await orderedTops(db, applicationOf(request).applicationId),
    }),
    reorder: async ({ request, body }) => {
      const scope = applicationOf(request);
      const ids = TopLocationReorder.parse(body).topLocationIds;
      await reorderTopLocations(db, actorOf(request), scope, ids);
      return { status: 200, body: await orderedTops(db, scope.applicationId) };
    },
  });
}

/** A flight search partner's location codes and the IATA airports they stand for. */
export function flightPartnerLocationsRouter(deps: AppDeps) {
  const { db } = deps.db;
  const at = (request: FastifyRequest, params: { partnerLocationId: number }) => ({
    ...applicationOf(request),
    partnerLocationId: params.partnerLocationId,
  });
  return s.router(flightPartnerLocationsContract, {
    ...recordRoutes({
      scope: applicationOf,
      at,
      actor: actorOf,
      list: (scope, query: FlightPartnerLocationListQuery) =>
        listPartnerLocations(db, scope, query),
      parseCreate: (body) => FlightPartnerLocationCreate.parse(body),
      create: async (actor, scope, body) => ({
        partnerLocationId: await createPartnerLocation(db, actor, scope, body),
      }),
      load: (mapping) => loadPartnerLocation(db, mapping),
      parseUpdate: (body) => FlightPartnerLocationUpdate.parse(body),
      update: (actor, mapping, body) => updatePartnerLocation(db, actor, mapping, body),
    }),
    remove: async ({ request, params }) => {
      await removePartnerLocation(db, actorOf(request), at(request, params));
      return done(LOCATION_TEXT.mappingRemoved);
    },
  });
}
