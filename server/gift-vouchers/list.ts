import { eq, type SQL, sql } from 'drizzle-orm';
import type {
  GIFT_VOUCHER_SORTS,
  GiftVoucherListQuery,
  GiftVoucherRow,
  ISSUED_SORTS,
  IssuedListQuery,
  IssuedVoucher,
} from '#contract/gift-vouchers';
import { fromMinor } from '#contract/money';
import type { Paged } from '#contract/paging';
import type { Db } from '#server/db/client';
import { definePagedList } from '#server/kit/index';
import { giftVoucherDefinitions as d, giftVouchers as v } from './schema';
import { issuedOf, todayUtc } from './shape';

const columns = {
  id: d.id,
  name: d.name,
  currency: d.currency,
  valuesMinor: d.valuesMinor,
  validityMonths: d.validityMonths,
  enabled: d.enabled,
};

/** The definitions of an application, each with what its vouchers were issued and still hold. */
const definitionsList = definePagedList<
  typeof columns,
  (typeof GIFT_VOUCHER_SORTS)[number],
  GiftVoucherListQuery,
  { applicationId: number },
  { issued: SQL<number>; outstanding: SQL<number> }
>({
  table: d,
  scope: (s) => eq(d.applicationId, s.applicationId),
  columns,
  search: [d.name],
  sorts: { name: sql`lower(${d.name})`, created: d.createdAt },
  defaultSort: 'name',
  tieBreaker: d.id,
  // Worked out for the page's rows only: a correlated look-up per definition shown.
  late: (page) => ({
    issued: sql<number>`(select count(*) from ${v} where ${v.definitionId} = ${page.id})`.mapWith(
      Number,
    ),
    outstanding:
      sql<number>`(select coalesce(sum(${v.balanceMinor}), 0) from ${v} where ${v.definitionId} = ${page.id})`.mapWith(
        Number,
      ),
  }),
});

export async function listGiftVouchers(
  db: Db,
  scope: { applicationId: number },
  query: GiftVoucherListQuery,
): Promise<Paged<GiftVoucherRow>> {
  const page = await definitionsList(db, scope, query);
  return {
    items: page.items.map((r) => ({
      giftVoucherId: r.id,
      name: r.name,
      currency: r.currency,
      values: r.valuesMinor.map(fromMinor).join(', '),
      validityMonths: r.validityMonths,
      enabled: r.enabled,
      issued: r.issued,
      outstanding: fromMinor(r.outstanding),
    })),
    total: page.total,
  };
}

const issuedColumns = {
  id: v.id,
  applicationId: v.applicationId,
  definitionId: v.definitionId,
  code: v.code,
  currency: v.currency,
  valueMinor: v.valueMinor,
  balanceMinor: v.balanceMinor,
  expiresOn: v.expiresOn,
  buyerName: v.buyerName,
  buyerEmail: v.buyerEmail,
  createdAt: v.createdAt,
};

/** The vouchers issued from one definition, newest first unless sorted otherwise. */
const issuedList = definePagedList<
  typeof issuedColumns,
  (typeof ISSUED_SORTS)[number],
  IssuedListQuery,
  { definitionId: number }
>({
  table: v,
  scope: (s) => eq(v.definitionId, s.definitionId),
  columns: issuedColumns,
  search: [v.code, v.buyerName, v.buyerEmail],
  sorts: { created: v.createdAt, code: v.code, expires: v.expiresOn },
  defaultSort: '-created',
  tieBreaker: v.id,
});

/** `definitionId` is one the caller's application holds (the route has read it in scope). */
export async function listIssued(
  db: Db,
  scope: { definitionId: number },
  query: IssuedListQuery,
): Promise<Paged<IssuedVoucher>> {
  const page = await issuedList(db, scope, query);
  const today = todayUtc();
  return { items: page.items.map((r) => issuedOf(r, today)), total: page.total };
}
