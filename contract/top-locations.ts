import * as z from 'zod';
import { authErrors, c, IdParam, staleError } from './common';
import {
  LinkableLocation,
  LinkableQuery,
  TopLocation,
  TopLocationCreate,
  TopLocationListQuery,
  TopLocationOrder,
  TopLocationReorder,
  TopLocationRow,
  TopLocationUpdate,
} from './location-list-records';
import { pageAccess } from './page-access';
import { paged } from './paging';

const AppPath = z.object({ applicationId: IdParam });
const base = '/api/applications/:applicationId/topLocations';
const one = `${base}/:topLocationId`;
const OnePath = AppPath.extend({ topLocationId: IdParam });
const t = pageAccess.topLocations;

/** An application's top locations: the destinations its site features, in order. */
export const topLocationsContract = c.router({
  list: {
    method: 'GET',
    path: base,
    metadata: { access: t.list },
    summary: "A page of the application's top locations, in order unless sorted otherwise",
    pathParams: AppPath,
    query: TopLocationListQuery,
    responses: { 200: paged(TopLocationRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: base,
    metadata: { access: t.create },
    summary: 'Add a top location after the last one',
    pathParams: AppPath,
    body: TopLocationCreate,
    responses: { 201: z.object({ topLocationId: z.number().int() }), ...authErrors },
  },
  ordered: {
    method: 'GET',
    path: '/api/applications/:applicationId/topLocationOrder',
    metadata: { access: t.ordered },
    summary: 'Every top location of the application in order, for reordering',
    pathParams: AppPath,
    responses: { 200: TopLocationOrder, ...authErrors },
  },
  reorder: {
    method: 'PUT',
    path: '/api/applications/:applicationId/topLocationOrder',
    metadata: { access: t.reorder },
    summary:
      'Renumber every top location 1, 2, 3… in the order sent, in one transaction; 409 when they changed since',
    pathParams: AppPath,
    body: TopLocationReorder,
    responses: { 200: TopLocationOrder, ...authErrors, ...staleError },
  },
  linkable: {
    method: 'GET',
    path: '/api/applications/:applicationId/topLocationLinks',
    metadata: { access: t.linkable },
    summary: "A page of the application's list locations a top location may link to, by name",
    pathParams: AppPath,
    query: LinkableQuery,
    responses: { 200: paged(LinkableLocation), ...authErrors },
  },
  get: {
    method: 'GET',
    path: one,
    metadata: { access: t.get },
    summary: 'A top location with its version',
    pathParams: OnePath,
    responses: { 200: TopLocation, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: one,
    metadata: { access: t.update },
    summary: 'Change a top location; 409 when someone saved it since it was read',
    pathParams: OnePath,
    body: TopLocationUpdate,
    responses: { 200: TopLocation, ...authErrors, ...staleError },
  },
  remove: {
    method: 'DELETE',
    path: one,
    metadata: { access: t.remove },
    summary: 'Delete a top location',
    pathParams: OnePath,
    body: c.noBody(),
    responses: { 200: z.object({ message: z.string() }), ...authErrors },
  },
});
