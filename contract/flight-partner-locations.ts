import * as z from 'zod';
import { authErrors, c, IdParam, staleError } from './common';
import {
  FlightPartnerLocation,
  FlightPartnerLocationCreate,
  FlightPartnerLocationListQuery,
  FlightPartnerLocationRow,
  FlightPartnerLocationUpdate,
} from './location-list-records';
import { pageAccess } from './page-access';
import { paged } from './paging';

const AppPath = z.object({ applicationId: IdParam });
const base = '/api/applications/:applicationId/flightPartnerLocations';
const one = `${base}/:partnerLocationId`;
const OnePath = AppPath.extend({ partnerLocationId: IdParam });
const f = pageAccess.flightPartnerLocations;

/** A flight search partner's location codes mapped to IATA airport codes. */
export const flightPartnerLocationsContract = c.router({
  list: {
    method: 'GET',
    path: base,
    metadata: { access: f.list },
    summary: "A page of the application's partner location mappings; search matches every code",
    pathParams: AppPath,
    query: FlightPartnerLocationListQuery,
    responses: { 200: paged(FlightPartnerLocationRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: base,
    metadata: { access: f.create },
    summary: 'Map a partner location code to an IATA airport code (three letters A–Z)',
    pathParams: AppPath,
    body: FlightPartnerLocationCreate,
    responses: { 201: z.object({ partnerLocationId: z.number().int() }), ...authErrors },
  },
  get: {
    method: 'GET',
    path: one,
    metadata: { access: f.get },
    summary: 'A partner location mapping with its version',
    pathParams: OnePath,
    responses: { 200: FlightPartnerLocation, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: one,
    metadata: { access: f.update },
    summary: 'Change a partner location mapping; 409 when someone saved it since it was read',
    pathParams: OnePath,
    body: FlightPartnerLocationUpdate,
    responses: { 200: FlightPartnerLocation, ...authErrors, ...staleError },
  },
  remove: {
    method: 'DELETE',
    path: one,
    metadata: { access: f.remove },
    summary: 'Delete a partner location mapping',
    pathParams: OnePath,
    body: c.noBody(),
    responses: { 200: z.object({ message: z.string() }), ...authErrors },
  },
});
