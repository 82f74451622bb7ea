import { and, eq, sql } from 'drizzle-orm';
import {
  type CURRENCY_SORTS,
  CURREX_TEXT,
  type CurrencyFields,
  type CurrencyListQuery,
  type CurrencyRecord,
  type CurrencyRow,
} from '#contract/currency-exchange';
import type { Paged } from '#contract/paging';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { definePagedList, defineRecord, getInScope } from '#server/kit/index';
import { CURRENCY_SUBJECT } from './audit';
import { currexCurrencies as c, currexRates as r } from './schema';
import { currencyOf, decimalOf } from './shape';

export type AppScope = { companyId: number; applicationId: number };
export type CurrencyAt = AppScope & { currencyId: number };

const record = defineRecord({
  table: c,
  unique: { currex_currencies_app_code_idx: { field: 'code', message: CURREX_TEXT.codeTaken } },
  audit: CURRENCY_SUBJECT,
});
const recordAt = (at: CurrencyAt) => ({
  id: at.currencyId,
  scope: eq(c.applicationId, at.applicationId),
});

const columns = {
  id: c.id,
  code: c.code,
  name: c.name,
  symbol: c.symbol,
  enabled: c.enabled,
  margin: c.margin,
  buyRate: r.buyRate,
  sellRate: r.sellRate,
  lastUpdated: r.lastUpdated,
};

const currencyList = definePagedList<
  typeof columns,
  (typeof CURRENCY_SORTS)[number],
  CurrencyListQuery,
  { applicationId: number }
>({
  table: c,
  joins: [{ table: r, on: eq(r.currencyId, c.id), left: true, count: 'never' }],
  scope: (s) => eq(c.applicationId, s.applicationId),
  columns,
  search: [c.code, c.name],
  sorts: { code: c.code, name: sql`lower(${c.name})` },
  defaultSort: 'code',
  tieBreaker: c.id,
});

export async function listCurrencies(
  db: Db,
  scope: { applicationId: number },
  query: CurrencyListQuery,
): Promise<Paged<CurrencyRow>> {
  const page = await currencyList(db, scope, query);
  return {
    items: page.items.map((row) => ({
      currencyId: row.id,
      code: row.code,
      name: row.name,
      symbol: row.symbol,
      enabled: row.enabled,
      margin: decimalOf(row.margin),
      buyRate: decimalOf(row.buyRate),
      sellRate: decimalOf(row.sellRate),
      rateUpdated: row.lastUpdated ? new Date(row.lastUpdated).toISOString() : null,
    })),
    total: page.total,
  };
}

export async function loadCurrency(db: Db | Tx, at: CurrencyAt): Promise<CurrencyRecord> {
  const row = await getInScope(
    db
      .select()
      .from(c)
      .where(record.where(recordAt(at))),
  );
  return currencyOf(row, { companyId: at.companyId });
}

/** Adds the currency with its rate's row, empty until a rate is entered. */
export async function createCurrency(
  db: Db,
  actor: Actor,
  scope: AppScope,
  f: CurrencyFields,
): Promise<{ currencyId: number }> {
  const currencyId = await record.create(
    db,
    actor,
    () => ({ applicationId: scope.applicationId, ...f }),
    {
      after: async (tx, id) => {
        await tx.insert(r).values({ currencyId: id, applicationId: scope.applicationId });
      },
    },
  );
  return { currencyId };
}

export function updateCurrency(
  db: Db,
  actor: Actor,
  at: CurrencyAt,
  f: Omit<CurrencyFields, 'code'> & { version: number },
): Promise<void> {
  const { version, ...fields } = f;
  return record.update(db, actor, recordAt(at), version, () => ({
    ...fields,
    updatedAt: new Date(),
  }));
}

/** The codes of the application's currencies, for the branches' check. */
export async function currencyCodes(tx: Tx, applicationId: number): Promise<Set<string>> {
  const rows = await tx
    .select({ code: c.code })
    .from(c)
    .where(and(eq(c.applicationId, applicationId)));
  return new Set(rows.map((row) => row.code));
}
