import {
  EXPORT_COLUMNS,
  EXPORT_TEXT,
  type ExportRun,
  type SpreadsheetExport,
  type SpreadsheetExportFields,
  type SpreadsheetExportRow,
} from '#contract/spreadsheet-exports';
import { formError } from '#server/kit/index';
import { checkedSchedule, describeSchedule } from './schedule';
import type { spreadsheetExportRuns, spreadsheetExports } from './schema';

type Stored = typeof spreadsheetExports.$inferSelect;
type StoredRun = typeof spreadsheetExportRuns.$inferSelect;

const FILTERS = {
  orders: ['dateType', 'lastDays', 'agent', 'status', 'search'],
  customers: ['search', 'membershipLevel'],
} as const;

/** Every column the entity has, or the field error naming the first it lacks. */
function checkedColumns(f: SpreadsheetExportFields): string[] {
  const known = Object.keys(EXPORT_COLUMNS[f.entity]);
  const unknown = f.columns.find((c) => !known.includes(c));
  if (unknown !== undefined) {
    const entity = f.entity === 'orders' ? 'Orders' : 'Customers';
    throw formError({ columns: [EXPORT_TEXT.unknownColumn(unknown, entity)] });
  }
  // The file's order is the catalogue's, whatever order they were ticked in.
  return known.filter((c) => f.columns.includes(c));
}

/** The columns of a form's fields, checked: the schedule runs some day and the columns exist. */
export function columnsOf(f: SpreadsheetExportFields, now: Date) {
  const columns = checkedColumns(f);
  const { cron, next } = checkedSchedule(f, now);
  const filters = Object.fromEntries(FILTERS[f.entity].map((k) => [k, f[k]]));
  return {
    name: f.name,
    entity: f.entity,
    columns,
    recipients: [...new Set(f.recipients.map((r) => r.toLowerCase()))],
    filters,
    enabled: f.enabled,
    scheduleKind: f.scheduleKind,
    time: f.time,
    weekday: f.weekday,
    /** What the schedule means, whichever way it was given: the scheduler reads only this. */
    cron,
    timeZone: f.timeZone,
    nextRunAt: f.enabled ? next : null,
  };
}

const iso = (d: Date | string) => new Date(d).toISOString();

export function fieldsOf(r: Stored): SpreadsheetExportFields {
  const f = r.filters;
  const str = (k: string) => (typeof f[k] === 'string' ? (f[k] as string) : '');
  return {
    name: r.name,
    entity: r.entity as SpreadsheetExportFields['entity'],
    columns: r.columns,
    recipients: r.recipients,
    enabled: r.enabled,
    scheduleKind: r.scheduleKind as SpreadsheetExportFields['scheduleKind'],
    time: r.time,
    weekday: r.weekday as SpreadsheetExportFields['weekday'],
    cron: r.scheduleKind === 'cron' ? r.cron : '',
    timeZone: r.timeZone,
    dateType: f.dateType === 'travel' ? 'travel' : 'booking',
    lastDays: typeof f.lastDays === 'number' ? f.lastDays : null,
    agent: str('agent'),
    status: (typeof f.status === 'string' ? f.status : null) as SpreadsheetExportFields['status'],
    search: str('search'),
    membershipLevel: str('membershipLevel'),
  };
}

export const runOf = (r: StoredRun, now: Date): ExportRun => ({
  runId: r.id,
  trigger: r.trigger === 'manual' ? 'manual' : 'schedule',
  status: r.status === 'Done' || r.status === 'Failed' ? r.status : 'Running',
  started: iso(r.startedAt),
  finished: r.finishedAt ? iso(r.finishedAt) : null,
  rows: r.rows,
  error: r.error,
  downloadable: r.status === 'Done' && !!r.fileExpiresAt && new Date(r.fileExpiresAt) > now,
});

export const exportRowOf = (r: Stored, last: StoredRun | undefined, now: Date) =>
  ({
    exportId: r.id,
    name: r.name,
    entity: r.entity as SpreadsheetExportFields['entity'],
    schedule: describeSchedule(r),
    enabled: r.enabled,
    nextRun: r.nextRunAt ? iso(r.nextRunAt) : null,
    lastRun: last ? runOf(last, now) : null,
  }) satisfies SpreadsheetExportRow;

export const exportOf = (r: Stored, companyId: number): SpreadsheetExport => ({
  ...fieldsOf(r),
  exportId: r.id,
  companyId,
  schedule: describeSchedule(r),
  nextRun: r.nextRunAt ? iso(r.nextRunAt) : null,
  created: iso(r.createdAt),
  updated: iso(r.updatedAt),
  version: r.version,
});
