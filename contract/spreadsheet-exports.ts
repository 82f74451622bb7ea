import * as z from 'zod';
import { XLSX_TYPE } from './bulk-limits';
import { authErrors, c, IdParam, staleError } from './common';
import { Id, line } from './input';
import { MSG } from './messages';
import { ORDER_STATUSES } from './orders-model';
import { pageAccess } from './page-access';
import { listQuery, paged } from './paging';
import { DEFAULT_TIME_ZONE, TimeZone } from './time-zones';

/**
 * Spreadsheet integration (issue 30): an application's scheduled exports of orders or customers
 * to .xlsx. The spec names the tool without a path: its pages live under
 * /tools/spreadsheet-integration (with /new and /{exportId}/edit), its calls under
 * /api/applications/{applicationId}/spreadsheetExports.
 */

export const EXPORT_ENTITIES = ['orders', 'customers'] as const;
export type ExportEntity = (typeof EXPORT_ENTITIES)[number];

/** The columns a file may hold, per entity, in the order the file shows them. */
export const EXPORT_COLUMNS = {
  orders: {
    reference: 'Reference',
    bookingDate: 'Booking date',
    travelDate: 'Travel date',
    customer: 'Customer',
    agent: 'Agent',
    status: 'Status',
    itemsSummary: 'Items',
    currency: 'Currency',
    total: 'Total',
  },
  customers: {
    title: 'Title',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    linkedCompanyName: 'Linked company',
    membershipLevel: 'Membership level',
    created: 'Created',
  },
} as const satisfies Record<ExportEntity, Record<string, string>>;

export const SCHEDULE_KINDS = ['daily', 'weekly', 'cron'] as const;
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export const RUN_STATUSES = ['Running', 'Done', 'Failed'] as const;
export const DATE_TYPES = ['booking', 'travel'] as const;

/** A file is kept this long after its run, then only the run's line stays. */
export const FILE_DAYS = 30;
export const MAX_RECIPIENTS = 20;

export const EXPORT_TEXT = {
  nameRequired: 'Export name is required',
  nameTaken: 'This application already has an export with this name.',
  columnsRequired: 'Choose at least one column',
  unknownColumn: (column: string, entity: string) => `${entity} have no column '${column}'`,
  recipientsRequired: 'Give at least one recipient',
  time: 'Enter a time of day as HH:MM (24-hour)',
  weekdayRequired: 'Choose the day of the week',
  cronRequired: 'Enter a cron expression',
  cronInvalid: 'This is not a cron expression (minute hour day-of-month month day-of-week)',
  neverFires: 'This schedule never runs',
  added: 'Scheduled export added',
  updated: 'Scheduled export saved',
  removed: 'Scheduled export deleted',
  started: 'Export started: its file arrives by email when it is ready',
  subject: (name: string) => `Your export '${name}' is ready`,
  fileGone: 'This run’s file is no longer kept',
} as const;

const text = (max: number) => line().trim().max(max, MSG.maxLength(max));
const Email = text(254).email('Enter a valid email');

/** The fields of the add and edit forms; filters a chosen entity does not have are ignored. */
export const SpreadsheetExportFields = z.object({
  name: text(100).min(1, EXPORT_TEXT.nameRequired),
  entity: z.enum(EXPORT_ENTITIES),
  /** Keys of EXPORT_COLUMNS[entity], checked by the server against the entity. */
  columns: z.array(text(40)).min(1, EXPORT_TEXT.columnsRequired).max(20),
  recipients: z.array(Email).min(1, EXPORT_TEXT.recipientsRequired).max(MAX_RECIPIENTS),
  enabled: z.boolean().default(true),
  scheduleKind: z.enum(SCHEDULE_KINDS),
  /** daily and weekly: HH:MM in the time zone. */
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, EXPORT_TEXT.time)
    .default('06:00'),
  weekday: z.enum(WEEKDAYS).default('monday'),
  /** cron: five fields, checked by the server (one that never runs is refused). */
  cron: text(100).default(''),
  /** IANA time zone the schedule and "last N days" are read in. */
  timeZone: TimeZone.default(DEFAULT_TIME_ZONE),
  // Orders' filters, as My orders has them; the range is the last N days up to the run.
  dateType: z.enum(DATE_TYPES).default('booking'),
  lastDays: z.number().int().min(1).max(3660).nullable().default(null),
  agent: text(100).default(''),
  status: z.enum(ORDER_STATUSES).nullable().default(null),
  // Both: the list's text box (orders: name or reference; customers: name, email or phone).
  search: text(100).default(''),
  // Customers' filter, as the customers list has it.
  membershipLevel: text(50).default(''),
});
export type SpreadsheetExportFields = z.output<typeof SpreadsheetExportFields>;
export const SpreadsheetExportCreate = SpreadsheetExportFields.strict();
export type SpreadsheetExportCreate = z.input<typeof SpreadsheetExportCreate>;
export const SpreadsheetExportUpdate = SpreadsheetExportFields.extend({ version: Id }).strict();

export const ExportRun = z.object({
  runId: z.number().int(),
  trigger: z.enum(['schedule', 'manual']),
  status: z.enum(RUN_STATUSES),
  started: z.string(),
  finished: z.string().nullable(),
  rows: z.number().int().nullable(),
  error: z.string().nullable(),
  /** Whether the file can still be downloaded (kept 30 days). */
  downloadable: z.boolean(),
});
export type ExportRun = z.infer<typeof ExportRun>;

export const SpreadsheetExportRow = z.object({
  exportId: z.number().int(),
  name: z.string(),
  entity: z.enum(EXPORT_ENTITIES),
  schedule: z.string(),
  enabled: z.boolean(),
  nextRun: z.string().nullable(),
  lastRun: ExportRun.nullable(),
});
export type SpreadsheetExportRow = z.infer<typeof SpreadsheetExportRow>;

export const SpreadsheetExport = SpreadsheetExportFields.extend({
  exportId: z.number().int(),
  companyId: z.number().int(),
  schedule: z.string(),
  nextRun: z.string().nullable(),
  created: z.string(),
  updated: z.string(),
  version: z.number().int(),
});
export type SpreadsheetExport = z.infer<typeof SpreadsheetExport>;

export const EXPORT_SORTS = ['name', 'nextRun'] as const;
export const SpreadsheetExportListQuery = listQuery(EXPORT_SORTS);
export type SpreadsheetExportListQuery = z.infer<typeof SpreadsheetExportListQuery>;
export const RUN_SORTS = ['started'] as const;
export const ExportRunQuery = listQuery(RUN_SORTS);
export type ExportRunQuery = z.infer<typeof ExportRunQuery>;

const AppPath = z.object({ applicationId: IdParam });
const OnePath = AppPath.extend({ exportId: IdParam });
const RunPath = OnePath.extend({ runId: IdParam });
const base = '/api/applications/:applicationId/spreadsheetExports';
const one = `${base}/:exportId`;
const access = pageAccess.spreadsheetExports;

export const spreadsheetExportsContract = c.router({
  list: {
    method: 'GET',
    path: base,
    metadata: { access: access.list },
    summary: "A page of the application's scheduled exports with their next and last run",
    pathParams: AppPath,
    query: SpreadsheetExportListQuery,
    responses: { 200: paged(SpreadsheetExportRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: base,
    metadata: { access: access.create },
    summary: 'Add a scheduled export; a schedule that never runs or an unknown column is a 400',
    pathParams: AppPath,
    body: SpreadsheetExportCreate,
    responses: { 201: z.object({ exportId: z.number().int() }), ...authErrors },
  },
  get: {
    method: 'GET',
    path: one,
    metadata: { access: access.get },
    summary: 'A scheduled export with its version and next run',
    pathParams: OnePath,
    responses: { 200: SpreadsheetExport, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: one,
    metadata: { access: access.update },
    summary: 'Change a scheduled export; 409 when someone saved it since it was read',
    pathParams: OnePath,
    body: SpreadsheetExportUpdate,
    responses: { 200: SpreadsheetExport, ...authErrors, ...staleError },
  },
  remove: {
    method: 'DELETE',
    path: one,
    metadata: { access: access.remove },
    summary: 'Delete a scheduled export with its runs and files',
    pathParams: OnePath,
    body: c.noBody(),
    responses: { 200: z.object({ message: z.string() }), ...authErrors },
  },
  runs: {
    method: 'GET',
    path: `${one}/runs`,
    metadata: { access: access.runs },
    summary: "A page of the export's runs, newest first",
    pathParams: OnePath,
    query: ExportRunQuery,
    responses: { 200: paged(ExportRun), ...authErrors },
  },
  runNow: {
    method: 'POST',
    path: `${one}/runs`,
    metadata: { access: access.runNow },
    summary: 'Run the export now in the background; its file is mailed to the recipients',
    pathParams: OnePath,
    body: c.noBody(),
    responses: { 202: ExportRun, ...authErrors },
  },
  download: {
    method: 'GET',
    path: `${one}/runs/:runId/file.xlsx`,
    metadata: { access: access.download },
    summary: "A run's file (.xlsx), kept 30 days after the run",
    pathParams: RunPath,
    responses: {
      200: c.otherResponse({ contentType: XLSX_TYPE, body: c.type<Uint8Array>() }),
      ...authErrors,
    },
  },
});
