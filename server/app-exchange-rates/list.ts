import { eq, sql } from 'drizzle-orm';
import type { APP_RATE_SORTS, AppRateListQuery, AppRateRow } from '#contract/app-exchange-rates';
import type { Paged } from '#contract/paging';
import type { Db } from '#server/db/client';
import { definePagedList } from '#server/kit/index';
import { appExchangeRates as r } from './schema';
import { rateRowOf } from './shape';

const columns = {
  id: r.id,
  applicationId: r.applicationId,
  fromCurrency: r.fromCurrency,
  toCurrency: r.toCurrency,
  rate: r.rate,
  version: r.version,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
};

const ratesList = definePagedList<
  typeof columns,
  (typeof APP_RATE_SORTS)[number],
  AppRateListQuery,
  { applicationId: number }
>({
  table: r,
  scope: (s) => eq(r.applicationId, s.applicationId),
  columns,
  search: [r.fromCurrency, r.toCurrency],
  sorts: { pair: sql`${r.fromCurrency} || ${r.toCurrency}`, updated: r.updatedAt },
  defaultSort: 'pair',
  tieBreaker: r.id,
});

export async function listRates(
  db: Db,
  scope: { applicationId: number },
  query: AppRateListQuery,
): Promise<Paged<AppRateRow>> {
  const page = await ratesList(db, scope, query);
  return { items: page.items.map(rateRowOf), total: page.total };
}
