import * as z from 'zod';
import { authErrors, c, IdParam, ProblemSchema, staleError } from './common';
import {
  Location,
  LocationCreate,
  LocationList,
  LocationListCreate,
  LocationListListQuery,
  LocationListQuery,
  LocationListRow,
  LocationListUpdate,
  LocationRow,
  LocationUpdate,
} from './location-list-records';
import { pageAccess } from './page-access';
import { paged } from './paging';

export * from './location-list-records';

const AppPath = z.object({ applicationId: IdParam });
const lists = '/api/applications/:applicationId/locationLists';
const list = `${lists}/:locationListId`;
const ListPath = AppPath.extend({ locationListId: IdParam });
const locations = `${list}/locations`;
const location = `${locations}/:locationId`;
const LocationPath = ListPath.extend({ locationId: IdParam });
const removed = { 200: z.object({ message: z.string() }), ...authErrors, 409: ProblemSchema };

const l = pageAccess.locationLists;
export const locationListsContract = c.router({
  list: {
    method: 'GET',
    path: lists,
    metadata: { access: l.list },
    summary: "A page of the application's location lists with how many locations each holds",
    pathParams: AppPath,
    query: LocationListListQuery,
    responses: { 200: paged(LocationListRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: lists,
    metadata: { access: l.create },
    summary: 'Add a location list; its name is unique in the application',
    pathParams: AppPath,
    body: LocationListCreate,
    responses: { 201: z.object({ locationListId: z.number().int() }), ...authErrors },
  },
  get: {
    method: 'GET',
    path: list,
    metadata: { access: l.get },
    summary: 'A location list with its version',
    pathParams: ListPath,
    responses: { 200: LocationList, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: list,
    metadata: { access: l.update },
    summary: 'Rename or describe a location list; 409 when someone saved it since it was read',
    pathParams: ListPath,
    body: LocationListUpdate,
    responses: { 200: LocationList, ...authErrors, ...staleError },
  },
  remove: {
    method: 'DELETE',
    path: list,
    metadata: { access: l.remove },
    summary: 'Delete an empty location list; 409 while it holds locations',
    pathParams: ListPath,
    body: c.noBody(),
    responses: removed,
  },
});

const e = pageAccess.locations;
export const locationsContract = c.router({
  list: {
    method: 'GET',
    path: locations,
    metadata: { access: e.list },
    summary: "A page of a list's countries, or of the locations directly under parentId",
    pathParams: ListPath,
    query: LocationListQuery,
    responses: { 200: paged(LocationRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: locations,
    metadata: { access: e.create },
    summary: 'Add a country, or a region or city under parentId; a fourth level is refused',
    pathParams: ListPath,
    body: LocationCreate,
    responses: { 201: z.object({ locationId: z.number().int() }), ...authErrors },
  },
  get: {
    method: 'GET',
    path: location,
    metadata: { access: e.get },
    summary: 'A location with its version and the locations above it',
    pathParams: LocationPath,
    responses: { 200: Location, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: location,
    metadata: { access: e.update },
    summary:
      'Rename a location, or move it under another of the level above (its locations go with it); 409 when stale',
    pathParams: LocationPath,
    body: LocationUpdate,
    responses: { 200: Location, ...authErrors, ...staleError },
  },
  remove: {
    method: 'DELETE',
    path: location,
    metadata: { access: e.remove },
    summary: 'Delete a location with none under it; 409 while it has some',
    pathParams: LocationPath,
    body: c.noBody(),
    responses: removed,
  },
});
