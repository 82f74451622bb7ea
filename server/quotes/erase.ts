import { eq, inArray, sql } from 'drizzle-orm';
import { maskAuditRows } from '#server/audit/mask';
import type { Tx } from '#server/db/tx';
import { quoteLists, quotes } from './schema';

/**
 * A customer's erasure reaches their quote lists (server/customers/erase.ts): every shared link
 * stops working, and the lists' earlier audit rows no longer tell whose they were. The quotes
 * themselves stay, as the business's offers, under the erased customer.
 */
export async function eraseQuoteLinksOf(tx: Tx, customerId: number) {
  const lists = quoteLists;
  await tx
    .update(quotes)
    .set({ shareKey: null, sharedAt: null })
    .where(
      inArray(
        quotes.listId,
        tx.select({ id: lists.id }).from(lists).where(eq(lists.customerId, customerId)),
      ),
    );
  await maskAuditRows(tx, {
    area: 'quoteLists',
    recordIds: sql`select ${lists.id}::text from ${lists} where ${lists.customerId} = ${customerId}`,
    kept: ['name', 'quotes'],
  });
}
