import * as z from 'zod';
import {
  Override,
  OverrideCreate,
  OverrideRow,
  OverrideSupplier,
  OverrideUpdate,
} from './accommodation-override-records';
import { authErrors, c, IdParam, staleError } from './common';
import { imageUploadRoute } from './image-upload';
import { pageAccess } from './page-access';
import { listQuery, paged } from './paging';

export * from './accommodation-override-records';

export const OVERRIDE_SORTS = ['supplierPropertyId', 'name', 'stars'] as const;
export const OverrideListQuery = listQuery(OVERRIDE_SORTS).extend({
  supplierId: IdParam.optional(),
});
export type OverrideListQuery = z.infer<typeof OverrideListQuery>;

const AppPath = z.object({ applicationId: IdParam });
const OnePath = AppPath.extend({ overrideId: IdParam });
const base = '/api/applications/:applicationId/accommodationOverrides';
const access = pageAccess.accommodationOverrides;

/** Overrides of suppliers' property content, by supplier and the supplier's property id. */
export const accommodationOverridesContract = c.router({
  list: {
    method: 'GET',
    path: base,
    metadata: { access: access.list },
    summary:
      "A page of the application's overrides; search matches the supplier's property id and the name",
    pathParams: AppPath,
    query: OverrideListQuery,
    responses: { 200: paged(OverrideRow), ...authErrors },
  },
  suppliers: {
    method: 'GET',
    path: `${base}/suppliers`,
    metadata: { access: access.suppliers },
    summary: 'The accommodation and package suppliers of the directory an override may name',
    pathParams: AppPath,
    responses: { 200: z.array(OverrideSupplier), ...authErrors },
  },
  create: {
    method: 'POST',
    path: base,
    metadata: { access: access.create },
    summary: "Add an override; one per supplier's property in the application",
    pathParams: AppPath,
    body: OverrideCreate,
    responses: { 201: z.object({ overrideId: z.number().int() }), ...authErrors },
  },
  uploadImage: imageUploadRoute({
    path: `${base}/images`,
    access: access.uploadImage,
    field: 'overrideImage',
    what: "an override's image",
    pathParams: AppPath,
  }),
  get: {
    method: 'GET',
    path: `${base}/:overrideId`,
    metadata: { access: access.get },
    summary: 'An override with its version',
    pathParams: OnePath,
    responses: { 200: Override, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: `${base}/:overrideId`,
    metadata: { access: access.update },
    summary: 'Change an override; 409 when someone saved it since it was read',
    pathParams: OnePath,
    body: OverrideUpdate,
    responses: { 200: Override, ...authErrors, ...staleError },
  },
  remove: {
    method: 'DELETE',
    path: `${base}/:overrideId`,
    metadata: { access: access.remove },
    summary: "Delete an override: the supplier's own content shows again",
    pathParams: OnePath,
    body: c.noBody(),
    responses: { 200: z.object({ message: z.string() }), ...authErrors },
  },
});
