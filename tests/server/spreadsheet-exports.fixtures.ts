import {
  type SpreadsheetExportCreate,
  SpreadsheetExportFields,
} from '#contract/spreadsheet-exports';
import {
  spreadsheetExportFiles,
  spreadsheetExportRuns,
  spreadsheetExports,
} from '#server/spreadsheet-exports/schema';
import { columnsOf } from '#server/spreadsheet-exports/shape';
import { writeSheet } from '#server/spreadsheet-exports/xlsx';
import type { TestServer } from './harness';

export const newExport = (
  over: Partial<SpreadsheetExportCreate> = {},
): SpreadsheetExportCreate => ({
  name: 'Nightly orders',
  entity: 'orders',
  columns: ['reference', 'customer', 'total'],
  recipients: ['finance@example.test'],
  scheduleKind: 'daily',
  time: '06:00',
  timeZone: 'Europe/London',
  ...over,
});

let matrix = 0;

/** An export of the application to look at, change or delete, under a name no other has. */
export async function addMatrixExport(server: TestServer, applicationId: number) {
  matrix += 1;
  const fields = SpreadsheetExportFields.parse(newExport({ name: `Matrix export ${matrix}` }));
  const [row] = await server.database.db
    .insert(spreadsheetExports)
    .values({ applicationId, ...columnsOf(fields, new Date()) })
    .returning({ id: spreadsheetExports.id });
  if (!row) throw new Error('export not added');
  return row.id;
}

/** A finished run of the export with its (empty) file, downloadable for 30 days. */
export async function addMatrixRun(server: TestServer, exportId: number) {
  const now = new Date();
  const [run] = await server.database.db
    .insert(spreadsheetExportRuns)
    .values({
      exportId,
      trigger: 'manual',
      status: 'Done',
      startedAt: now,
      heartbeatAt: now,
      finishedAt: now,
      rows: 0,
      fileExpiresAt: new Date(now.getTime() + 30 * 86_400_000),
    })
    .returning({ id: spreadsheetExportRuns.id });
  if (!run) throw new Error('run not added');
  const empty = (async function* () {})();
  const { bytes } = await writeSheet('orders', ['reference'], empty, async () => {});
  await server.database.db.insert(spreadsheetExportFiles).values({ runId: run.id, bytes });
  return run.id;
}
