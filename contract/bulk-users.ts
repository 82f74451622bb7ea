import * as z from 'zod';
import { authErrors, c, IdParam } from './common';
import { Id, line } from './input';

/** Limits for an uploaded spreadsheet; a file beyond any of them changes nothing. */
export const BULK_LIMITS = {
  fileBytes: 10 * 1024 * 1024,
  rows: 50_000,
  /** The unzipped size of an .xlsx; beyond it the file is treated as a zip bomb. */
  inflatedBytes: 200 * 1024 * 1024,
} as const;

/** The template's header row, in order; an upload must have these columns. */
export const BULK_COLUMNS = ['Email', 'First Name', 'Last Name', 'Title', 'Role Title'] as const;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Texts the spec leaves open for bulk import, worded once for server and client. */
export const BULK_TEXT = {
  notSpreadsheet: 'The file is not an Excel spreadsheet (.xlsx).',
  wrongColumns: `The spreadsheet must have the columns ${BULK_COLUMNS.join(', ')}.`,
  empty: 'The spreadsheet has no users in it.',
  tooLarge: `The file is larger than ${BULK_LIMITS.fileBytes / 1024 / 1024} MB.`,
  tooManyRows: `The spreadsheet has more than ${BULK_LIMITS.rows.toLocaleString('en')} rows.`,
  inflatesTooMuch: 'The spreadsheet unpacks to more data than is safe to read.',
  invalidEmail: 'Invalid email address',
  tooLong: (field: string, max: number) => `${field} is longer than ${max} characters`,
  duplicateInFile: (row: number) => `Same email as row ${row}`,
  alreadyMember: 'Email already belongs to a user of this company',
  unknownTitle: 'Unknown title',
  missingRolesNotice: (n: number) =>
    `${n} user(s) have no role or an unknown role; choose their roles to add them.`,
} as const;

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
export const BulkInsertUser = BulkUser.extend({ roleId: Id });
export type BulkInsertUser = z.infer<typeof BulkInsertUser>;
export const BulkInsertBody = z.object({ users: z.array(BulkInsertUser).min(1).max(50_000) });
export type BulkInsertBody = z.infer<typeof BulkInsertBody>;

const CompanyPath = z.object({ companyId: IdParam });

export const bulkUsersContract = c.router({
  excelTemplate: {
    method: 'GET',
    path: '/api/companies/:companyId/users/excelTemplate',
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
    summary: 'Add users whose roles were chosen in the fill-in screen; answers how many were added',
    pathParams: CompanyPath,
    body: BulkInsertBody,
    responses: { 200: z.number().int(), ...authErrors },
  },
});
