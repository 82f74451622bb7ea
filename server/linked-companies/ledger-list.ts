import { eq, sql } from 'drizzle-orm';
import {
  LEDGER_KINDS,
  type LEDGER_SORTS,
  type LedgerEntry,
  type LedgerQuery,
} from '#contract/linked-companies';
import { fromMinor } from '#contract/money';
import type { Paged } from '#contract/paging';
import type { Db } from '#server/db/client';
import { users as u } from '#server/db/schema';
import { creditLedger as l, orders as o } from '#server/db/schema-travel';
import { definePagedList } from '#server/kit/index';

const columns = {
  id: l.id,
  at: l.at,
  kind: l.kind,
  amountMinor: l.amountMinor,
  reference: l.reference,
  orderId: o.id,
  orderKey: o.key,
  orderReference: o.reference,
  reason: l.reason,
  who: sql<string | null>`nullif(trim(concat_ws(' ', ${u.firstName}, ${u.lastName})), '')`,
  whoEmail: u.email,
};

/** The account's ledger newest first (credit_ledger_account_at_idx); search: reference, reason. */
const ledgerList = definePagedList<
  typeof columns,
  (typeof LEDGER_SORTS)[number],
  LedgerQuery,
  { accountId: number }
>({
  table: l,
  joins: [
    { table: o, on: eq(o.id, l.orderId), left: true },
    { table: u, on: eq(u.id, l.actorId), left: true },
  ],
  scope: (s) => eq(l.accountId, s.accountId),
  columns,
  search: [l.reference, l.reason, o.reference],
  sorts: { at: l.at },
  defaultSort: '-at',
  tieBreaker: l.id,
});

const kindOf = (kind: string) => LEDGER_KINDS.find((k) => k === kind) ?? 'adjustment';

export async function listLedger(
  db: Db,
  accountId: number,
  query: LedgerQuery,
): Promise<Paged<LedgerEntry>> {
  const page = await ledgerList(db, { accountId }, query);
  return {
    items: page.items.map((r) => ({
      entryId: r.id,
      at: new Date(r.at).toISOString(),
      kind: kindOf(r.kind),
      amount: fromMinor(r.amountMinor),
      reference: r.reference,
      order:
        r.orderId !== null && r.orderKey !== null && r.orderReference !== null
          ? { orderId: r.orderId, key: r.orderKey, reference: r.orderReference }
          : null,
      reason: r.reason ?? '',
      who: r.who ?? r.whoEmail,
    })),
    total: page.total,
  };
}
