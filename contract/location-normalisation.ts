import * as z from 'zod';
import { access } from './access';
import { authErrors, c, IdParam, ProblemSchema } from './common';
import {
  CountryCode,
  LOCATION_LIMITS,
  LocationImport,
  LocationName,
  LocationNameRow,
  MapBody,
  NormalisedLocation,
  NormalisedName,
  RenameBody,
} from './location-records';
import { listQuery, paged } from './paging';
import { sheetFile } from './uploads';

export * from './location-records';

/**
 * Location normalisation (issue 28), for platform admins only: anyone else gets 404, as for the
 * supplier directory. A normalised location is addressed by its country and name, as its page is.
 */

/** `status` lists the unmapped names first (then by name). */
export const LOCATION_SORTS = ['status', 'name', 'countryCode', 'updated'] as const;
export const LocationListQuery = listQuery(LOCATION_SORTS).extend({
  countryCode: CountryCode.optional(),
  mapped: z.enum(['mapped', 'unmapped']).optional(),
});
export type LocationListQuery = z.infer<typeof LocationListQuery>;

const NamePath = z.object({ nameId: IdParam });
const LocationPath = z.object({ countryCode: CountryCode, normalisedName: NormalisedName });
const base = '/api/admin/locationNormalisation';
const name = `${base}/names/:nameId`;
const location = `${base}/:countryCode/:normalisedName`;
const platformAdmin = access.platformAdmin();

export const locationNormalisationContract = c.router({
  list: {
    method: 'GET',
    path: base,
    metadata: platformAdmin,
    summary:
      'A page of supplier location names, unmapped first, each unmapped one with the most similar normalised names of its country; search matches the name and its normalised name',
    query: LocationListQuery,
    responses: { 200: paged(LocationNameRow), ...authErrors },
  },
  map: {
    method: 'PUT',
    path: `${name}/mapping`,
    metadata: platformAdmin,
    summary:
      'Map a supplier name onto a normalised name of its country (made when the country has none of that name, any case)',
    pathParams: NamePath,
    body: MapBody,
    responses: { 200: LocationName, ...authErrors },
  },
  unmap: {
    method: 'DELETE',
    path: `${name}/mapping`,
    metadata: platformAdmin,
    summary: 'Leave a supplier name unmapped again',
    pathParams: NamePath,
    body: c.noBody(),
    responses: { 200: LocationName, ...authErrors },
  },
  importXlsx: {
    method: 'POST',
    path: `${base}/import`,
    metadata: { ...platformAdmin, upload: sheetFile('file', LOCATION_LIMITS.importBytes) },
    summary:
      'Add supplier names (and map those with a normalised name) from a workbook: Country code, Supplier location name, Normalised name (multipart file); any invalid row refuses the whole file with every row’s problems',
    contentType: 'multipart/form-data',
    body: c.type<{ file: File }>(),
    responses: { 200: LocationImport, 413: ProblemSchema, ...authErrors },
  },
  get: {
    method: 'GET',
    path: location,
    metadata: platformAdmin,
    summary: 'A normalised location with the supplier names mapped to it',
    pathParams: LocationPath,
    responses: { 200: NormalisedLocation, ...authErrors },
  },
  rename: {
    method: 'PUT',
    path: location,
    metadata: platformAdmin,
    summary: 'Rename a normalised location; the names mapped to it stay mapped',
    pathParams: LocationPath,
    body: RenameBody,
    responses: { 200: NormalisedLocation, ...authErrors },
  },
});
