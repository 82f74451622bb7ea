import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { getInScope } from '#server/kit/index';
import { spreadsheetExportFiles, spreadsheetExportRuns, spreadsheetExports } from './schema';
import type { ExportAt } from './store';

/** A run's file while it is kept; another application's run, or one past 30 days, is a 404. */
export async function downloadRun(db: Db, at: ExportAt, runId: number, now = new Date()) {
  const file = await getInScope(
    db
      .select({ bytes: spreadsheetExportFiles.bytes, name: spreadsheetExports.name })
      .from(spreadsheetExportFiles)
      .innerJoin(spreadsheetExportRuns, eq(spreadsheetExportRuns.id, spreadsheetExportFiles.runId))
      .innerJoin(spreadsheetExports, eq(spreadsheetExports.id, spreadsheetExportRuns.exportId))
      .where(
        and(
          eq(spreadsheetExportFiles.runId, runId),
          eq(spreadsheetExports.id, at.exportId),
          eq(spreadsheetExports.applicationId, at.applicationId),
          gt(spreadsheetExportRuns.fileExpiresAt, now),
        ),
      ),
  );
  const slug = file.name.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-|-$/g, '') || 'export';
  return { bytes: file.bytes, name: `${slug}-${runId}.xlsx` };
}
