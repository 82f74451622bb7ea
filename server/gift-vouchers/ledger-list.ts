import { and, eq } from 'drizzle-orm';
import type { LEDGER_SORTS, LedgerEntry, LedgerListQuery } from '#contract/gift-vouchers';
import { fromMinor } from '#contract/money';
import type { Paged } from '#contract/paging';
import type { Db } from '#server/db/client';
import { definePagedList, getInScope } from '#server/kit/index';
import { giftVoucherLedger as l, giftVouchers as v } from './schema';

const columns = {
  id: l.id,
  kind: l.kind,
  amountMinor: l.amountMinor,
  orderReference: l.orderReference,
  at: l.at,
};

const ledgerList = definePagedList<
  typeof columns,
  (typeof LEDGER_SORTS)[number],
  LedgerListQuery,
  { voucherId: number }
>({
  table: l,
  scope: (s) => eq(l.voucherId, s.voucherId),
  columns,
  search: [l.orderReference],
  sorts: { at: l.at },
  defaultSort: '-at',
  tieBreaker: l.id,
});

const KINDS = ['issue', 'redeem', 'refund'] as const;

/** A voucher's ledger, when the voucher is one of the definition in the caller's application. */
export async function listLedger(
  db: Db,
  at: { applicationId: number; giftVoucherId: number; issuedId: number },
  query: LedgerListQuery,
): Promise<Paged<LedgerEntry>> {
  const voucher = await getInScope(
    db
      .select({ id: v.id, currency: v.currency })
      .from(v)
      .where(
        and(
          eq(v.id, at.issuedId),
          eq(v.definitionId, at.giftVoucherId),
          eq(v.applicationId, at.applicationId),
        ),
      ),
  );
  const page = await ledgerList(db, { voucherId: voucher.id }, query);
  return {
    items: page.items.map((e) => ({
      entryId: e.id,
      kind: KINDS.find((k) => k === e.kind) ?? 'issue',
      amount: fromMinor(e.amountMinor),
      currency: voucher.currency,
      orderReference: e.orderReference,
      at: new Date(e.at).toISOString(),
    })),
    total: page.total,
  };
}
