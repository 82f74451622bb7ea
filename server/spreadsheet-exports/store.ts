import { eq } from 'drizzle-orm';
import {
  EXPORT_TEXT,
  type SpreadsheetExport,
  type SpreadsheetExportFields,
} from '#contract/spreadsheet-exports';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { defineRecord, getInScope } from '#server/kit/index';
import { SPREADSHEET_EXPORT_SUBJECT } from './audit';
import { spreadsheetExports } from './schema';
import { columnsOf, exportOf } from './shape';

export type AppScope = { companyId: number; applicationId: number };
export type ExportAt = AppScope & { exportId: number };

const record = defineRecord({
  table: spreadsheetExports,
  unique: {
    spreadsheet_exports_app_name_idx: { field: 'name', message: EXPORT_TEXT.nameTaken },
  },
  audit: SPREADSHEET_EXPORT_SUBJECT,
});

const recordAt = (at: ExportAt) => ({
  id: at.exportId,
  scope: eq(spreadsheetExports.applicationId, at.applicationId),
});

/** The export's row, or NotFound when it is not this application's. */
export const exportRowAt = (db: Db | Tx, at: ExportAt) =>
  getInScope(
    db
      .select()
      .from(spreadsheetExports)
      .where(record.where(recordAt(at))),
  );

export async function loadSpreadsheetExport(db: Db | Tx, at: ExportAt): Promise<SpreadsheetExport> {
  return exportOf(await exportRowAt(db, at), at.companyId);
}

export const createSpreadsheetExport = (
  db: Db,
  actor: Actor,
  scope: AppScope,
  f: SpreadsheetExportFields,
  now = new Date(),
) =>
  record.create(db, actor, async () => ({
    applicationId: scope.applicationId,
    ...columnsOf(f, now),
  }));

export const updateSpreadsheetExport = (
  db: Db,
  actor: Actor,
  at: ExportAt,
  sent: SpreadsheetExportFields & { version: number },
  now = new Date(),
) =>
  record.update(db, actor, recordAt(at), sent.version, async () => ({
    ...columnsOf(sent, now),
    updatedAt: now,
  }));

export const removeSpreadsheetExport = (db: Db, actor: Actor, at: ExportAt) =>
  record.remove(db, actor, recordAt(at));
