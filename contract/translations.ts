import * as z from 'zod';
import { XLSX_TYPE } from './bulk-limits';
import { authErrors, c, IdParam, ProblemSchema, staleError } from './common';
import { pageAccess } from './page-access';
import { listQuery, paged } from './paging';
import {
  SiteTexts,
  TEXT_LANGUAGES,
  TEXT_LIMITS,
  Translation,
  TranslationCreate,
  TranslationImport,
  TranslationRow,
  TranslationSaved,
  TranslationUpdate,
} from './translation-records';
import { sheetFile } from './uploads';

export * from './translation-records';

/** An application's site texts (issue 30): one per key, a default and a text per language. */

export const TRANSLATION_SORTS = ['key', 'updated'] as const;
export const TranslationListQuery = listQuery(TRANSLATION_SORTS).extend({
  /** Only the texts with no text of their own in this language. */
  missing: z.enum(TEXT_LANGUAGES).optional(),
});
export type TranslationListQuery = z.infer<typeof TranslationListQuery>;

const AppPath = z.object({ applicationId: IdParam });
const OnePath = AppPath.extend({ translationId: IdParam });
const base = '/api/applications/:applicationId/translations';
const one = `${base}/:translationId`;
const access = pageAccess.translations;

export const translationsContract = c.router({
  list: {
    method: 'GET',
    path: base,
    metadata: { access: access.list },
    summary: "A page of the application's texts; search matches the key and the texts",
    pathParams: AppPath,
    query: TranslationListQuery,
    responses: { 200: paged(TranslationRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: base,
    metadata: { access: access.create },
    summary: 'Add a text; its key is unique in the application',
    pathParams: AppPath,
    body: TranslationCreate,
    responses: { 201: TranslationSaved, ...authErrors },
  },
  exportXlsx: {
    method: 'GET',
    path: `${base}/export.xlsx`,
    metadata: { access: access.exportXlsx },
    summary: 'Every text as a workbook: Key, Default, then one column per language',
    pathParams: AppPath,
    responses: {
      200: c.otherResponse({ contentType: XLSX_TYPE, body: c.type<Uint8Array>() }),
      ...authErrors,
    },
  },
  importXlsx: {
    method: 'POST',
    path: `${base}/import`,
    metadata: { access: access.importXlsx, upload: sheetFile('file', TEXT_LIMITS.importBytes) },
    summary:
      'Add or change texts from a workbook like the export (multipart file); any invalid row refuses the whole file with every row’s problems',
    pathParams: AppPath,
    contentType: 'multipart/form-data',
    body: c.type<{ file: File }>(),
    responses: { 200: TranslationImport, 413: ProblemSchema, ...authErrors },
  },
  get: {
    method: 'GET',
    path: one,
    metadata: { access: access.get },
    summary: 'A text with its version',
    pathParams: OnePath,
    responses: { 200: Translation, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: one,
    metadata: { access: access.update },
    summary: 'Change a text; 409 when someone saved it since it was read',
    pathParams: OnePath,
    body: TranslationUpdate,
    responses: { 200: Translation, ...authErrors, ...staleError },
  },
  remove: {
    method: 'DELETE',
    path: one,
    metadata: { access: access.remove },
    summary: 'Delete a text',
    pathParams: OnePath,
    body: c.noBody(),
    responses: { 200: z.object({ message: z.string() }), ...authErrors },
  },
});

/** The language a site asks for: anything up to a few letters; an unknown one is a 404. */
const LangParam = z.string().max(35);

export const siteTextsContract = c.router({
  texts: {
    method: 'GET',
    path: '/api/applications/:applicationId/texts/:lang',
    metadata: { access: pageAccess.siteTexts.texts },
    summary:
      "The site's texts in a language, the default where it has none; public, with an ETag (If-None-Match answers 304) and a short cache lifetime",
    pathParams: z.object({ applicationId: IdParam, lang: LangParam }),
    responses: {
      200: SiteTexts,
      304: c.noBody(),
      400: ProblemSchema,
      404: ProblemSchema,
    },
  },
});
