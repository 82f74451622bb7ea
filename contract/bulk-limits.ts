// Kept free of imports: the spreadsheet parser's worker thread loads this and nothing else.

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
  rolesOfThisCompany: 'Choose roles of this company.',
  notSpreadsheet: 'The file is not an Excel spreadsheet (.xlsx).',
  wrongColumns: `The spreadsheet must have the columns ${BULK_COLUMNS.join(', ')}.`,
  empty: 'The spreadsheet has no users in it.',
  tooLarge: `The file is larger than ${BULK_LIMITS.fileBytes / 1024 / 1024} MB.`,
  tooManyRows: `The spreadsheet has more than ${BULK_LIMITS.rows.toLocaleString('en')} rows.`,
  inflatesTooMuch: 'The spreadsheet unpacks to more data than is safe to read.',
  busy: 'Other spreadsheets are being read right now. Please try again in a few seconds.',
  invalidEmail: 'Invalid email address',
  tooLong: (field: string, max: number) => `${field} is longer than ${max} characters`,
  duplicateInFile: (row: number) => `Same email as row ${row}`,
  alreadyMember: 'Email already belongs to a user of this company',
  /** Says what would do, so the sheet can be put right without the template's drop-down. */
  unknownTitle: (accepted: readonly string[]) =>
    `Unknown title: use one of ${accepted.join(', ')}, or leave it empty`,
  missingRolesNotice: (n: number) =>
    `${n} user(s) have no role or an unknown role; choose their roles to add them.`,
} as const;
