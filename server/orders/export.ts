import { eq } from 'drizzle-orm';
import { ORDER_EXPORT_MAX_ROWS, ORDER_TEXT, type OrderExportQuery } from '#contract/orders';
import { recordChange } from '#server/audit/record';
import type { Db } from '#server/db/client';
import { applications } from '#server/db/schema';
import { exportRows } from './list';
import type { Actor } from './store';

const COLUMNS = [
  { header: 'Reference', key: 'reference', width: 14 },
  { header: 'Booking date', key: 'bookingDate', width: 13 },
  { header: 'Travel date', key: 'travelDate', width: 13 },
  { header: 'Customer', key: 'customer', width: 28 },
  { header: 'Agent', key: 'agent', width: 20 },
  { header: 'Status', key: 'status', width: 22 },
  { header: 'Items', key: 'itemsSummary', width: 40 },
  { header: 'Currency', key: 'currency', width: 9 },
  { header: 'Total', key: 'total', width: 12 },
] as const;

/**
 * My orders as filtered, as an .xlsx: one row per order, totals as numbers with two decimals
 * (a spreadsheet sums them; the minor units convert exactly for any amount the API takes). When
 * more orders match than the file holds, its last row says so. The file holds customers' names
 * and emails, so who took it, when, and what it held are on the application's audit record.
 */
export async function exportOrders(
  db: Db,
  actor: Actor,
  applicationId: number,
  query: OrderExportQuery,
): Promise<Buffer> {
  const { rows, capped } = await exportRows(db, applicationId, query, ORDER_EXPORT_MAX_ROWS);
  // Loaded on the first export: the library is several MiB of heap an idle server never needs.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('My orders');
  sheet.columns = COLUMNS.map((c) => ({ ...c }));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn('total').numFmt = '0.00';
  for (const row of rows) {
    sheet.addRow({ ...row, travelDate: row.travelDate ?? '', total: Number(row.total) });
  }
  if (capped) sheet.addRow([ORDER_TEXT.exportCapped(ORDER_EXPORT_MAX_ROWS)]);
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  await auditExport(db, actor, applicationId, query, rows.length);
  return bytes;
}

/**
 * One row for the export, not one per order: a file of 50,000 orders would otherwise bury
 * the trail. The filters say which orders it held; the text searched for is left out, as it
 * may be a person's name the trail would then keep.
 */
async function auditExport(
  db: Db,
  actor: Actor,
  applicationId: number,
  query: OrderExportQuery,
  count: number,
) {
  const { text, ...filters } = query;
  const [app] = await db
    .select({ name: applications.name })
    .from(applications)
    .where(eq(applications.id, applicationId));
  await recordChange(db, {
    actorId: actor.userId,
    companyId: actor.companyId,
    applicationId,
    area: 'applications',
    recordId: applicationId,
    label: app?.name ?? null,
    action: 'export',
    after: {
      export: ORDER_TEXT.exportName,
      orders: count,
      filters: JSON.stringify(filters),
      textSearch: text !== undefined && text !== '',
    },
  });
}
