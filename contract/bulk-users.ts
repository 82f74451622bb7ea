import * as z from 'zod';
import { BULK_COLUMNS, BULK_LIMITS, BULK_TEXT, XLSX_TYPE } from './bulk-limits';
import { authErrors, c, IdParam } from './common';
import { Id, line } from './input';
import { pageAccess } from './page-access';
import { sheetFile } from './uploads';

export { BULK_COLUMNS, BULK_LIMITS, BULK_TEXT, XLSX_TYPE };

/** A user as listed in the spreadsheet (and in the fill-in screen). */
export const BulkUser = z.object({
  email: line().trim().email().max(254),
  firstName: line().trim().max(50),
  lastName: line().trim().max(50),
  title: z.number().int().min(0).max(6),
  roleTitle: line().max(50),
});
export type BulkUser = z.infer<typeof BulkUser>;

export const RejectedRow = z.object({
  row: z.number().int(),
  email: z.string(),
  reason: z.string(),
});
export type RejectedRow = z.infer<typeof RejectedRow>;

export const BulkUploadResult = z.object({
  successfulInserts: z.number().int(),
  missingRoles: z.number().int(),
  usersWithMissingRoles: z.array(BulkUser),
  rejectedRows: z.array(RejectedRow),
});
export type BulkUploadResult = z.infer<typeof BulkUploadResult>;

/** The fill-in screen's submission: each user with the role chosen for them. */
export const BulkInsertUser = BulkUser.extend({ roleId: Id }).strict();
export type BulkInsertUser = z.infer<typeof BulkInsertUser>;
export const BulkInsertBody = z.strictObject({ users: z.array(BulkInsertUser).min(1).max(50_000) });
export type BulkInsertBody = z.infer<typeof BulkInsertBody>;

const CompanyPath = z.object({ companyId: IdParam });

export const bulkUsersContract = c.router({
  excelTemplate: {
    method: 'GET',
    path: '/api/companies/:companyId/users/excelTemplate',
    metadata: { access: pageAccess.bulkUsers.excelTemplate },
    summary: 'The import template (.xlsx) with drop-downs of titles and the company roles',
    pathParams: CompanyPath,
    responses: {
      200: c.otherResponse({ contentType: XLSX_TYPE, body: c.type<Uint8Array>() }),
      ...authErrors,
    },
  },
  excelUpload: {
    method: 'POST',
    path: '/api/companies/:companyId/users/excelUpload',
    metadata: {
      access: pageAccess.bulkUsers.excelUpload,
      upload: sheetFile('excelFile', BULK_LIMITS.fileBytes),
    },
    summary:
      'Import users from a filled template (multipart excelFile); reports every row kept out',
    pathParams: CompanyPath,
    contentType: 'multipart/form-data',
    body: c.type<{ excelFile: File }>(),
    responses: { 200: BulkUploadResult, 413: z.object({ title: z.string() }), ...authErrors },
  },
  bulkInsert: {
    method: 'POST',
    path: '/api/companies/:companyId/users/bulkInsert',
    metadata: { access: pageAccess.bulkUsers.bulkInsert },
    summary: 'Add users whose roles were chosen in the fill-in screen; answers how many were added',
    pathParams: CompanyPath,
    body: BulkInsertBody,
    responses: { 200: z.number().int(), ...authErrors },
  },
});
