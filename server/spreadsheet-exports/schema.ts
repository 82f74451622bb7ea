import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { created, id, ownedBy, updated, version } from '#server/db/columns';
import { applications } from '#server/db/schema';

/**
 * An application's scheduled exports (issue 30). The schedule is kept as the form has it and as
 * the cron expression it means; `next_run_at` is the one due time the instances race for.
 */
export const spreadsheetExports = pgTable(
  'spreadsheet_exports',
  {
    id: id(),
    applicationId: ownedBy(() => applications.id),
    name: varchar({ length: 100 }).notNull(),
    entity: varchar({ length: 12 }).notNull(),
    columns: jsonb().$type<string[]>().notNull(),
    recipients: jsonb().$type<string[]>().notNull(),
    /** Filters of the entity's list (contract SpreadsheetExportFields' filter fields). */
    filters: jsonb().$type<Record<string, unknown>>().notNull(),
    enabled: boolean().notNull().default(true),
    scheduleKind: varchar({ length: 8 }).notNull(),
    time: varchar({ length: 5 }).notNull(),
    weekday: varchar({ length: 9 }).notNull(),
    cron: varchar({ length: 100 }).notNull(),
    timeZone: varchar({ length: 64 }).notNull(),
    nextRunAt: timestamp({ withTimezone: true }),
    version: version(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('spreadsheet_exports_app_name_idx').on(t.applicationId, sql`lower(${t.name})`),
    // The scheduler's one question: which enabled exports are due.
    index('spreadsheet_exports_due_idx').on(t.nextRunAt).where(sql`${t.enabled}`),
  ],
);

/**
 * One run of an export. A running run holds a lease (`heartbeat_at`): one whose instance
 * stopped is taken over by the next tick of any instance, by one conditional update.
 */
export const spreadsheetExportRuns = pgTable(
  'spreadsheet_export_runs',
  {
    id: id(),
    exportId: ownedBy(() => spreadsheetExports.id),
    trigger: varchar({ length: 8 }).notNull(),
    status: varchar({ length: 8 }).notNull().default('Running'),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    heartbeatAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
    rows: integer(),
    error: text(),
    fileExpiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('spreadsheet_export_runs_export_idx').on(t.exportId, t.startedAt),
    index('spreadsheet_export_runs_running_idx')
      .on(t.heartbeatAt)
      .where(sql`${t.status} = 'Running'`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A run's file, kept in the database so any instance serves it; deleted after 30 days. */
export const spreadsheetExportFiles = pgTable(
  'spreadsheet_export_files',
  {
    runId: integer()
      .notNull()
      .references(() => spreadsheetExportRuns.id, { onDelete: 'cascade' }),
    bytes: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId] })],
);
