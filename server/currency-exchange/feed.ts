import { and, asc, eq } from 'drizzle-orm';
import type { CurrencyFeed } from '#contract/currency-exchange';
import type { Db } from '#server/db/client';
import {
  currexBranches as b,
  currexCurrencies as c,
  currexDeliveryFees as d,
  currexRates as r,
} from './schema';
import { branchFieldsOf, decimalOf, feeFieldsOf } from './shape';

/**
 * What a booking site reads with its ingestion key: the enabled currencies with their current
 * rates (null until one is entered), every delivery-fee band and every branch. Nothing else of
 * the application: no ids, versions or who changed what.
 */
export async function currencyFeed(db: Db, applicationId: number): Promise<CurrencyFeed> {
  const [currencies, fees, branches] = await Promise.all([
    db
      .select({ currency: c, rate: r })
      .from(c)
      .innerJoin(r, eq(r.currencyId, c.id))
      .where(and(eq(c.applicationId, applicationId), eq(c.enabled, true)))
      .orderBy(asc(c.code)),
    db
      .select()
      .from(d)
      .where(eq(d.applicationId, applicationId))
      .orderBy(asc(d.deliveryType), asc(d.currency), asc(d.minOrderMinor)),
    db.select().from(b).where(eq(b.applicationId, applicationId)).orderBy(asc(b.name), asc(b.id)),
  ]);
  return {
    currencies: currencies.map(({ currency, rate }) => ({
      code: currency.code,
      name: currency.name,
      symbol: currency.symbol,
      margin: decimalOf(currency.margin),
      rate:
        rate.baseCurrency && rate.buyRate && rate.sellRate && rate.lastUpdated
          ? {
              baseCurrency: rate.baseCurrency,
              buyRate: decimalOf(rate.buyRate),
              sellRate: decimalOf(rate.sellRate),
              margin: decimalOf(rate.margin),
              lastUpdated: new Date(rate.lastUpdated).toISOString(),
            }
          : null,
    })),
    deliveryFees: fees.map(feeFieldsOf),
    branches: branches.map(branchFieldsOf),
  };
}
