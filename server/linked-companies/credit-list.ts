import { and, eq, sql } from 'drizzle-orm';
import type { CREDIT_SORTS, CreditAccount, CreditListQuery } from '#contract/linked-companies';
import { fromMinor } from '#contract/money';
import type { Paged } from '#contract/paging';
import type { Db } from '#server/db/client';
import { creditAccounts as ca, linkedCompanies as lc } from '#server/db/schema-travel';
import type { Tx } from '#server/db/tx';
import { definePagedList, getInScope, type ListRow } from '#server/kit/index';
import { type CreditAt, creditWhere } from './credit-store';

/** Credit orders consumed less what cancellations gave back: the account's "used". */
const usedMinor = sql<number>`coalesce((
  select -sum(l.amount_minor) from credit_ledger l
  where l.account_id = ${ca.id} and l.kind in ('order', 'refund')), 0)::bigint`.mapWith(Number);

const columns = {
  id: ca.id,
  linkedCompanyId: ca.linkedCompanyId,
  linkedCompanyName: lc.name,
  currency: ca.currency,
  limitMinor: ca.limitMinor,
  balanceMinor: ca.balanceMinor,
  usedMinor,
  createdAt: ca.createdAt,
  version: ca.version,
};

type Scope = { applicationId: number; linkedCompanyId: number };
type Row = ListRow<typeof columns>;

const creditAccountOf = (r: Row): CreditAccount => ({
  creditId: r.id,
  linkedCompanyId: r.linkedCompanyId,
  linkedCompanyName: r.linkedCompanyName,
  currency: r.currency,
  limit: fromMinor(r.limitMinor),
  // balance_minor moves with every ledger entry in the same statement: it is the ledger's sum.
  available: fromMinor(r.balanceMinor),
  used: fromMinor(r.usedMinor),
  created: new Date(r.createdAt).toISOString(),
  version: r.version,
});

const creditList = definePagedList<
  typeof columns,
  (typeof CREDIT_SORTS)[number],
  CreditListQuery,
  Scope
>({
  table: ca,
  joins: [{ table: lc, on: eq(lc.id, ca.linkedCompanyId) }],
  scope: (s) =>
    and(eq(ca.applicationId, s.applicationId), eq(ca.linkedCompanyId, s.linkedCompanyId)),
  columns,
  search: [ca.currency],
  sorts: { currency: ca.currency, created: ca.createdAt },
  defaultSort: 'currency',
  tieBreaker: ca.id,
});

export async function listCredit(
  db: Db,
  scope: Scope,
  query: CreditListQuery,
): Promise<Paged<CreditAccount>> {
  const page = await creditList(db, scope, query);
  return { items: page.items.map(creditAccountOf), total: page.total };
}

export async function loadCredit(db: Db | Tx, at: CreditAt): Promise<CreditAccount> {
  return creditAccountOf(
    await getInScope(
      db
        .select(columns)
        .from(ca)
        .innerJoin(lc, eq(lc.id, ca.linkedCompanyId))
        .where(creditWhere(at)),
    ),
  );
}
