import { eq } from 'drizzle-orm';
import { FILE_DAYS, SpreadsheetExportFields } from '#contract/spreadsheet-exports';
import type { Tx } from '#server/db/tx';
import { exportRows } from './rows';
import { spreadsheetExportFiles, spreadsheetExportRuns, spreadsheetExports } from './schema';
import { columnsOf } from './shape';
import { writeSheet } from './xlsx';

const DAY_MS = 86_400_000;

const DEMO_EXPORTS = [
  {
    name: 'Daily bookings for finance',
    entity: 'orders',
    columns: ['reference', 'bookingDate', 'customer', 'status', 'currency', 'total'],
    recipients: ['finance@demo.example'],
    scheduleKind: 'daily',
    time: '06:00',
    // The demo's finance and marketing teams sit in London; the company's zone is UTC.
    timeZone: 'Europe/London',
    lastDays: 1,
  },
  {
    name: 'Weekly customer list',
    entity: 'customers',
    columns: ['firstName', 'lastName', 'email', 'membershipLevel', 'created'],
    recipients: ['marketing@demo.example', 'sales@demo.example'],
    scheduleKind: 'weekly',
    weekday: 'monday',
    time: '07:30',
    timeZone: 'Europe/London',
  },
].map((e) => SpreadsheetExportFields.parse(e));

/**
 * The demo company's first application gets two exports, each with yesterday's run and its
 * file, once: when it has any export, nothing is added.
 */
export async function seedDemoExports(
  tx: Tx,
  applicationId: number,
  now = new Date(),
): Promise<boolean> {
  const [held] = await tx
    .select({ id: spreadsheetExports.id })
    .from(spreadsheetExports)
    .where(eq(spreadsheetExports.applicationId, applicationId))
    .limit(1);
  if (held) return false;
  for (const fields of DEMO_EXPORTS) {
    const [sheet] = await tx
      .insert(spreadsheetExports)
      .values({ applicationId, ...columnsOf(fields, now) })
      .returning({ id: spreadsheetExports.id });
    if (!sheet) continue;
    const ran = new Date(now.getTime() - DAY_MS);
    const { bytes, rows } = await writeSheet(
      fields.entity,
      fields.columns,
      exportRows(tx, applicationId, fields, ran),
      async () => {},
    );
    const [run] = await tx
      .insert(spreadsheetExportRuns)
      .values({
        exportId: sheet.id,
        trigger: 'schedule',
        status: 'Done',
        startedAt: ran,
        heartbeatAt: ran,
        finishedAt: new Date(ran.getTime() + 2000),
        rows,
        fileExpiresAt: new Date(ran.getTime() + FILE_DAYS * DAY_MS),
      })
      .returning({ id: spreadsheetExportRuns.id });
    if (run) await tx.insert(spreadsheetExportFiles).values({ runId: run.id, bytes });
  }
  return true;
}
