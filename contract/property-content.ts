import * as z from 'zod';
import { authErrors, c, IdParam, staleError } from './common';
import { imageUploadRoute } from './image-upload';
import { pageAccess } from './page-access';
import { listQuery, paged } from './paging';
import { DestinationOption, DestinationQuery } from './pricing-rule-records';
import { Property, PropertyCreate, PropertyRow, PropertyUpdate } from './property-records';

export * from './property-records';

export const PROPERTY_SORTS = ['name', 'stars', 'fromPrice', 'offerFrom'] as const;
export const PropertyListQuery = listQuery(PROPERTY_SORTS);
export type PropertyListQuery = z.infer<typeof PropertyListQuery>;

const AppPath = z.object({ applicationId: IdParam });
const OnePath = AppPath.extend({ propertyId: IdParam });
const base = '/api/applications/:applicationId/propertyContent';
const access = pageAccess.propertyContent;

/** An application's own properties, the offers its RSS feed publishes (spec: tools/propertyContent). */
export const propertyContentContract = c.router({
  list: {
    method: 'GET',
    path: base,
    metadata: { access: access.list },
    summary: "A page of the application's properties; search matches the name and location",
    pathParams: AppPath,
    query: PropertyListQuery,
    responses: { 200: paged(PropertyRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: base,
    metadata: { access: access.create },
    summary:
      'Add a property: its name (unique in the application), images, facilities, location, stars and offer',
    pathParams: AppPath,
    body: PropertyCreate,
    responses: { 201: z.object({ propertyId: z.number().int() }), ...authErrors },
  },
  locations: {
    method: 'GET',
    path: `${base}/locations`,
    metadata: { access: access.locations },
    summary:
      "A page of the normalised locations a property's location may name (location normalisation), by country and name; search ignores case and accents",
    pathParams: AppPath,
    query: DestinationQuery,
    responses: { 200: paged(DestinationOption), ...authErrors },
  },
  uploadImage: imageUploadRoute({
    path: `${base}/images`,
    access: access.uploadImage,
    field: 'propertyImage',
    what: "one of a property's images",
    pathParams: AppPath,
  }),
  get: {
    method: 'GET',
    path: `${base}/:propertyId`,
    metadata: { access: access.get },
    summary: 'A property with its version',
    pathParams: OnePath,
    responses: { 200: Property, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: `${base}/:propertyId`,
    metadata: { access: access.update },
    summary: 'Change a property; 409 when someone saved it since it was read',
    pathParams: OnePath,
    body: PropertyUpdate,
    responses: { 200: Property, ...authErrors, ...staleError },
  },
  remove: {
    method: 'DELETE',
    path: `${base}/:propertyId`,
    metadata: { access: access.remove },
    summary: 'Delete a property (its offer leaves the feed)',
    pathParams: OnePath,
    body: c.noBody(),
    responses: { 200: z.object({ message: z.string() }), ...authErrors },
  },
});
