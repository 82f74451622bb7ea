import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Paged } from '#contract/paging';
import type {
  VOUCHER_CODE_SORTS,
  VOUCHER_RULE_SORTS,
  VoucherCodeListQuery,
  VoucherCodeRow,
  VoucherRuleListQuery,
  VoucherRuleRow,
} from '#contract/promo-codes';
import type { Db } from '#server/db/client';
import { definePagedList, equals } from '#server/kit/index';
import { voucherCodes as c, voucherRules as r } from './schema';
import { ruleRowOf } from './shape';

type Scope = { applicationId: number };

const rulesList = definePagedList<
  ReturnType<typeof getTableColumns<typeof r>>,
  (typeof VOUCHER_RULE_SORTS)[number],
  VoucherRuleListQuery,
  Scope,
  { codes: SQL<number> }
>({
  table: r,
  scope: (s) => eq(r.applicationId, s.applicationId),
  columns: getTableColumns(r),
  search: [r.name],
  sorts: { name: sql`lower(${r.name})`, uses: r.uses },
  defaultSort: 'name',
  tieBreaker: r.id,
  // Counted for the page's rules only, from voucher_codes_rule_idx.
  late: (page) => ({
    codes:
      sql<number>`(select count(*) from voucher_codes vc where vc.rule_id = ${page.id})`.mapWith(
        Number,
      ),
  }),
});

export async function listVoucherRules(
  db: Db,
  scope: Scope,
  query: VoucherRuleListQuery,
): Promise<Paged<VoucherRuleRow>> {
  const page = await rulesList(db, scope, query);
  return { items: page.items.map((row) => ruleRowOf(row, row.codes)), total: page.total };
}

const codeColumns = {
  voucherCodeId: c.id,
  code: c.code,
  ruleName: r.name,
  used: c.uses,
  maxUses: c.maxUses,
  expiresOn: c.expiresOn,
};

const codesList = definePagedList<
  typeof codeColumns,
  (typeof VOUCHER_CODE_SORTS)[number],
  VoucherCodeListQuery,
  Scope
>({
  table: c,
  joins: [{ table: r, on: eq(r.id, c.ruleId), count: 'never' }],
  scope: (s) => eq(c.applicationId, s.applicationId),
  columns: codeColumns,
  search: [c.code],
  sorts: { code: c.code, used: c.uses, expiresOn: { by: c.expiresOn, nulls: 'last' } },
  defaultSort: 'code',
  tieBreaker: c.id,
  filters: [equals('voucherRuleId', c.ruleId)],
});

export const listVoucherCodes = (
  db: Db,
  scope: Scope,
  query: VoucherCodeListQuery,
): Promise<Paged<VoucherCodeRow>> => codesList(db, scope, query);
