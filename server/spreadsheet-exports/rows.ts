import type { CustomerRow } from '#contract/customer-records';
import type { OrderRow } from '#contract/orders';
import type { SpreadsheetExportFields } from '#contract/spreadsheet-exports';
import { listCustomers } from '#server/customers/list';
import type { Db } from '#server/db/client';
import { createCountCache } from '#server/http/count-cache';
import { listOrders } from '#server/orders/list';

/** Rows read per statement: a page's worth of memory, 20 statements for 100,000 orders. */
export const PAGE = 5000;

export type SheetRow = Record<string, string | number | null>;

/** The calendar day a time falls on in the time zone, YYYY-MM-DD. */
export function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(at);
}

function minusDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** Every date a booking can carry: "no range" must not fall back to My orders' 90 days. */
const ALL_DAYS = { from: '1900-01-01', to: '9999-12-31' };

const orderCells = (o: OrderRow): SheetRow => ({
  ...o,
  travelDate: o.travelDate ?? '',
  agent: o.agent ?? '',
  total: Number(o.total),
});

const customerCells = (c: CustomerRow): SheetRow => ({
  title: c.title,
  firstName: c.firstName,
  lastName: c.lastName,
  email: c.email,
  phone: c.phone,
  linkedCompanyName: c.linkedCompanyName ?? '',
  membershipLevel: c.membershipLevel,
  created: c.created.slice(0, 10),
});

/**
 * The export's rows, a page at a time, through the same list queries (and so the same filters)
 * as My orders and the customers list. `lastDays` ends today in the export's time zone.
 */
export async function* exportRows(
  db: Db,
  applicationId: number,
  f: SpreadsheetExportFields,
  now: Date,
): AsyncGenerator<SheetRow[]> {
  if (f.entity === 'orders') {
    const today = dayIn(f.timeZone, now);
    const range =
      f.lastDays === null ? ALL_DAYS : { from: minusDays(today, f.lastDays - 1), to: today };
    // Its own cache: a run's count is read once, not kept for the lists' readers.
    const counts = createCountCache();
    for (let page = 1; ; page += 1) {
      const { items } = await listOrders(db, counts, applicationId, {
        page,
        pageSize: PAGE,
        dateType: f.dateType,
        ...range,
        ...(f.agent ? { agent: f.agent } : {}),
        ...(f.status ? { status: f.status } : {}),
        ...(f.search ? { text: f.search } : {}),
        sort: f.dateType === 'travel' ? '-travelDate' : '-bookingDate',
      });
      if (items.length > 0) yield items.map(orderCells);
      if (items.length < PAGE) return;
    }
  }
  for (let page = 1; ; page += 1) {
    const { items } = await listCustomers(
      db,
      { applicationId },
      {
        page,
        pageSize: PAGE,
        sort: 'name',
        ...(f.search ? { search: f.search } : {}),
        ...(f.membershipLevel ? { membershipLevel: f.membershipLevel } : {}),
      },
    );
    if (items.length > 0) yield items.map(customerCells);
    if (items.length < PAGE) return;
  }
}
