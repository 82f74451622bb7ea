import { and, asc, eq } from 'drizzle-orm';
import type { Hotlist, HotlistOffer } from '#contract/customers';
import { fromMinor } from '#contract/money';
import type { Db } from '#server/db/client';
import { customers as c, customerHotlists as h } from '#server/db/schema-travel';
import type { Tx } from '#server/db/tx';
import { getInScope } from '#server/kit/index';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const dayOf = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 10) : null);

/**
 * Offers as the site last sent them (jsonb: name, link, priceMinor, currency, dates); read
 * defensively, since the column holds whatever an ingestion of any version wrote.
 */
export function offersOf(stored: unknown): HotlistOffer[] {
  if (!Array.isArray(stored)) return [];
  return stored.map((raw: unknown) => {
    const offer = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    const minor = offer.priceMinor;
    return {
      name: textOf(offer.name),
      link: textOf(offer.link),
      price: typeof minor === 'number' && Number.isSafeInteger(minor) ? fromMinor(minor) : null,
      currency: textOf(offer.currency),
      startDate: dayOf(offer.startDate),
      endDate: dayOf(offer.endDate),
    };
  });
}

type HotlistRow = typeof h.$inferSelect;

export const hotlistOf = (
  r: HotlistRow,
  owner: { key: string; firstName: string | null; lastName: string | null; email: string },
): Hotlist => {
  const offers = offersOf(r.offers);
  return {
    hotlistId: r.id,
    customerId: r.customerId,
    customerKey: owner.key,
    customerName: `${owner.firstName ?? ''} ${owner.lastName ?? ''}`.trim() || owner.email,
    name: r.name,
    offerCount: offers.length,
    offers,
    created: new Date(r.createdAt).toISOString(),
    updated: new Date(r.updatedAt).toISOString(),
  };
};

/** One hotlist of a customer of the application, or NotFound. */
export async function loadHotlist(
  db: Db,
  at: { applicationId: number; customerId: number; hotlistId: number },
): Promise<Hotlist> {
  const row = await getInScope(
    db
      .select({ h, key: c.key, firstName: c.firstName, lastName: c.lastName, email: c.email })
      .from(h)
      .innerJoin(c, eq(c.id, h.customerId))
      .where(
        and(
          eq(h.id, at.hotlistId),
          eq(h.customerId, at.customerId),
          eq(c.applicationId, at.applicationId),
        ),
      ),
  );
  return hotlistOf(row.h, row);
}

/** Every hotlist of a customer, for the export. */
export async function hotlistsForExport(db: Db | Tx, customerId: number) {
  return db.select().from(h).where(eq(h.customerId, customerId)).orderBy(asc(h.id));
}
