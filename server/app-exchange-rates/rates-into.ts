import { and, eq, inArray } from 'drizzle-orm';
import { decimalText } from '#contract/currex-decimal';
import type { Db } from '#server/db/client';
import { appExchangeRates as r } from './schema';

/**
 * The application's rates from each of `from` into `to`, as exact decimal strings, by the
 * currency they convert from; a currency without a direct rate is missing from the answer (an
 * inverse rate is not used: 1 / 0.8602 is not the rate anyone entered). One statement.
 */
export async function ratesInto(
  db: Db,
  applicationId: number,
  to: string,
  from: readonly string[],
): Promise<Map<string, string>> {
  if (from.length === 0) return new Map();
  const found = await db
    .select({ from: r.fromCurrency, rate: r.rate })
    .from(r)
    .where(
      and(
        eq(r.applicationId, applicationId),
        eq(r.toCurrency, to),
        inArray(r.fromCurrency, [...from]),
      ),
    );
  return new Map(found.map((f) => [f.from, decimalText(f.rate)]));
}
