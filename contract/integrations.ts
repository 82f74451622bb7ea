import * as z from 'zod';
import { authErrors, c, IdParam, staleError } from './common';
import {
  DirectoryRow,
  DirectorySupplier,
  Integration,
  IntegrationCreate,
  IntegrationRow,
  IntegrationUpdate,
} from './integration-records';
import { pageAccess } from './page-access';
import { listQuery, paged } from './paging';
import { PRODUCT_TYPES } from './supplier-records';

export * from './integration-records';

/** An application's suppliers and its integrations with them (issue 28). */

export const DIRECTORY_SORTS = ['name', 'productType'] as const;
export const DirectoryQuery = listQuery(DIRECTORY_SORTS).extend({
  productType: z.enum(PRODUCT_TYPES).optional(),
});
export type DirectoryQuery = z.infer<typeof DirectoryQuery>;

export const INTEGRATION_SORTS = ['supplier', 'name', 'updated'] as const;
export const IntegrationListQuery = listQuery(INTEGRATION_SORTS);
export type IntegrationListQuery = z.infer<typeof IntegrationListQuery>;

const AppPath = z.object({ applicationId: IdParam });
const SupplierPath = AppPath.extend({ supplierId: IdParam });
const IntegrationPath = SupplierPath.extend({ integrationId: IdParam });
const base = '/api/applications/:applicationId';
const supplier = `${base}/suppliers/:supplierId`;
const one = `${supplier}/integrations/:integrationId`;
const access = pageAccess.integrations;

export const integrationsContract = c.router({
  directory: {
    method: 'GET',
    path: `${base}/suppliers`,
    metadata: { access: access.directory },
    summary: "The supplier directory with the application's integrations per supplier",
    pathParams: AppPath,
    query: DirectoryQuery,
    responses: { 200: paged(DirectoryRow), ...authErrors },
  },
  supplier: {
    method: 'GET',
    path: supplier,
    metadata: { access: access.supplier },
    summary: 'A supplier of the directory with the settings an integration gives it',
    pathParams: SupplierPath,
    responses: { 200: DirectorySupplier, ...authErrors },
  },
  list: {
    method: 'GET',
    path: `${base}/integrations`,
    metadata: { access: access.list },
    summary: "A page of the application's integrations with their health; search matches names",
    pathParams: AppPath,
    query: IntegrationListQuery,
    responses: { 200: paged(IntegrationRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: `${supplier}/integrations`,
    metadata: { access: access.create },
    summary: "Add an integration; its values are checked against the supplier's settings",
    pathParams: SupplierPath,
    body: IntegrationCreate,
    responses: { 201: z.object({ integrationId: z.number().int() }), ...authErrors },
  },
  get: {
    method: 'GET',
    path: one,
    metadata: { access: access.get },
    summary: 'An integration; its secrets only as set, with their last four characters',
    pathParams: IntegrationPath,
    responses: { 200: Integration, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: one,
    metadata: { access: access.update },
    summary:
      'Change an integration; a secret left out is kept, one sent replaces it; 409 when stale',
    pathParams: IntegrationPath,
    body: IntegrationUpdate,
    responses: { 200: Integration, ...authErrors, ...staleError },
  },
  check: {
    method: 'POST',
    path: `${one}/check`,
    metadata: { access: access.check },
    summary:
      "Check the integration's health now, as its supplier's health check says: status, latency, error",
    pathParams: IntegrationPath,
    body: c.noBody(),
    responses: { 200: Integration, ...authErrors },
  },
});
