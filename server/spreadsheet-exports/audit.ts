import { eq } from 'drizzle-orm';
import type { Snapshot, Subject } from '#server/audit/audited';
import { fieldsOf } from '#server/audit/fields';
import { applications } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { spreadsheetExports } from './schema';

/**
 * An export as its History reads it: the scheduler's own move of `next_run_at` is left out, so
 * the trail shows what people changed, not every run.
 */
async function spreadsheetExport(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx
    .select({ sheet: spreadsheetExports, companyId: applications.companyId })
    .from(spreadsheetExports)
    .innerJoin(applications, eq(applications.id, spreadsheetExports.applicationId))
    .where(eq(spreadsheetExports.id, id))
    .for('update', { of: spreadsheetExports });
  if (!row) return undefined;
  return {
    companyId: row.companyId,
    applicationId: row.sheet.applicationId,
    label: row.sheet.name,
    fields: fieldsOf(row.sheet, ['updatedAt', 'applicationId', 'nextRunAt']),
  };
}

export const SPREADSHEET_EXPORT_SUBJECT: Subject = {
  area: 'spreadsheetExports',
  read: spreadsheetExport,
};
