import { eq } from 'drizzle-orm';
import { ORDER_EXPORT_MAX_ROWS, ORDER_TEXT, type OrderExportQuery } from '#contract/orders';
import type { OrderRow } from '#contract/orders-records';
import { recordChange } from '#server/audit/record';
import type { Db } from '#server/db/client';
import { applications } from '#server/db/schema';
import { streamXlsx, type XlsxCell } from '#server/kit/xlsx-stream';
import { exportRows } from './list';
import type { Actor } from './store';

const COLUMNS = [
  { header: 'Reference', width: 14 },
  { header: 'Booking date', width: 13 },
  { header: 'Travel date', width: 13 },
  { header: 'Customer', width: 28 },
  { header: 'Agent', width: 20 },
  { header: 'Status', width: 22 },
  { header: 'Items', width: 40 },
  { header: 'Currency', width: 9 },
  { header: 'Total', width: 12, numFmt: '0.00' },
];

const cellsOf = (o: OrderRow): XlsxCell[] => [
  o.reference,
  o.bookingDate,
  o.travelDate ?? '',
  o.customer,
  o.agent,
  o.status,
  o.itemsSummary,
  o.currency,
  Number(o.total),
];

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
  const bytes = await streamXlsx('My orders', COLUMNS, async (addRow) => {
    for (const row of rows) addRow(cellsOf(row));
    if (capped) addRow([ORDER_TEXT.exportCapped(ORDER_EXPORT_MAX_ROWS)]);
  });
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
