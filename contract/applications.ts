import * as z from 'zod';
import {
  ActiveApplication,
  Application,
  ApplicationBody,
  ApplicationChoice,
  ApplicationCreate,
  ApplicationLookups,
  ApplicationRow,
} from './application-form';
import { authErrors, c, IdParam, staleError, Versioned } from './common';
import { pageAccess } from './page-access';
import { listQuery, paged } from './paging';
import { imageFile } from './uploads';

export * from './application-form';

export const APP_SORTS = ['name', 'region', 'created'] as const;
export const ApplicationListQuery = listQuery(APP_SORTS);

const CompanyPath = z.object({ companyId: IdParam });
const AppPath = z.object({ companyId: IdParam, applicationId: IdParam });
const OwnAppPath = z.object({ applicationId: IdParam });
const IngestionKey = z.object({ ingestionKey: z.string() });
/** A write outside the form also moves the version on; the editor that made it adopts it. */
const NewVersion = z.object({ version: z.number().int() });

/** The edit form's body: the application form and the version the editor loaded. */
export const ApplicationUpdate = ApplicationBody.extend(Versioned.shape).strict();
export type ApplicationUpdate = z.infer<typeof ApplicationUpdate>;

export const applicationsContract = c.router({
  list: {
    method: 'GET',
    path: '/api/companies/:companyId/applications',
    metadata: { access: pageAccess.applications.list },
    summary: "A page of the company's applications; search matches the name",
    pathParams: CompanyPath,
    query: ApplicationListQuery,
    responses: { 200: paged(ApplicationRow), ...authErrors },
  },
  choices: {
    method: 'GET',
    path: '/api/companies/:companyId/applications/choices',
    metadata: { access: pageAccess.applications.choices },
    summary:
      "Every application of the company by name, for the switcher and the palette (any member: each one's pages check their own permissions)",
    pathParams: CompanyPath,
    responses: { 200: z.array(ApplicationChoice), ...authErrors },
  },
  create: {
    method: 'POST',
    path: '/api/companies/:companyId/applications',
    metadata: { access: pageAccess.applications.create },
    summary: 'Add an application; its ingestion key is answered this once only',
    pathParams: CompanyPath,
    body: ApplicationCreate,
    responses: {
      201: z.object({ applicationId: z.number().int() }).merge(IngestionKey),
      ...authErrors,
    },
  },
  lookups: {
    method: 'GET',
    path: '/api/companies/:companyId/applications/lookups',
    metadata: { access: pageAccess.applications.lookups },
    summary: 'Options for the application form',
    pathParams: CompanyPath,
    responses: { 200: ApplicationLookups, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: '/api/companies/:companyId/applications/:applicationId',
    metadata: { access: pageAccess.applications.update },
    summary: 'Change an application; a version older than the stored one is refused (409)',
    pathParams: AppPath,
    body: ApplicationUpdate,
    responses: { 200: Application, ...authErrors, ...staleError },
  },
  get: {
    method: 'GET',
    path: '/api/applications/:applicationId',
    metadata: { access: pageAccess.applications.get },
    summary: "One of the active company's applications",
    pathParams: OwnAppPath,
    responses: { 200: Application, ...authErrors },
  },
  open: {
    method: 'GET',
    path: '/api/applications/:applicationId/active',
    metadata: { access: pageAccess.applications.open },
    summary: "Opens one of the active company's applications for the session (any member)",
    pathParams: OwnAppPath,
    responses: { 200: ActiveApplication, ...authErrors },
  },
  uploadLogo: {
    method: 'POST',
    path: '/api/companies/:companyId/applications/:applicationId/logos',
    metadata: { access: pageAccess.applications.uploadLogo, upload: imageFile('logoFile') },
    summary: 'Upload the logo (multipart logoFile: JPG, GIF or PNG, 800 kB) and use it at once',
    pathParams: AppPath,
    contentType: 'multipart/form-data',
    body: c.type<{ logoFile: File }>(),
    responses: { 200: z.object({ logoUrl: z.string() }).merge(NewVersion), ...authErrors },
  },
  rotateKey: {
    method: 'POST',
    path: '/api/companies/:companyId/applications/:applicationId/ingestionKey',
    metadata: { access: pageAccess.applications.rotateKey },
    summary: 'Issue a new ingestion key; the old one stops working at once',
    pathParams: AppPath,
    body: c.noBody(),
    responses: { 200: IngestionKey.merge(NewVersion), ...authErrors },
  },
});
