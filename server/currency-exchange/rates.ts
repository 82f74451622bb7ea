import { asc, eq } from 'drizzle-orm';
import {
  CURREX_TEXT,
  decimalText,
  RATE_PLACES,
  type RateFields,
  type RateHistory,
  type RateRecord,
  scaled,
} from '#contract/currency-exchange';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { defineRecord, type FieldErrors, formError, getInScope } from '#server/kit/index';
import { RATE_SUBJECT } from './audit';
import type { AppScope, CurrencyAt } from './currencies';
import { currexCurrencies as c, currexRateHistory as h, currexRates as r } from './schema';
import { rateOf } from './shape';

const record = defineRecord({ table: r, key: r.currencyId, audit: RATE_SUBJECT });
const recordAt = (at: CurrencyAt) => ({
  id: at.currencyId,
  scope: eq(r.applicationId, at.applicationId),
});

const withCurrency = (db: Db | Tx) =>
  db
    .select({ rate: r, code: c.code, name: c.name, enabled: c.enabled })
    .from(r)
    .innerJoin(c, eq(c.id, r.currencyId));

/** Every currency of the application with its current rate, by code. */
export async function listRates(db: Db, scope: AppScope): Promise<{ items: RateRecord[] }> {
  const rows = await withCurrency(db)
    .where(eq(r.applicationId, scope.applicationId))
    .orderBy(asc(c.code));
  return { items: rows.map((row) => rateOf(row.rate, row, { companyId: scope.companyId })) };
}

export async function loadRate(db: Db | Tx, at: CurrencyAt): Promise<RateRecord> {
  const row = await getInScope(withCurrency(db).where(record.where(recordAt(at))));
  return rateOf(row.rate, row, { companyId: at.companyId });
}

/**
 * The rules across a rate's fields (issue 30, bad input): a sell rate under the buy rate is
 * refused, compared digit for digit as scaled integers; the base is another currency.
 */
function checkRate(f: RateFields, code: string): void {
  const errors: FieldErrors = {};
  if (scaled(f.sellRate, RATE_PLACES) < scaled(f.buyRate, RATE_PLACES)) {
    errors.sellRate = [CURREX_TEXT.sellUnderBuy];
  }
  if (f.baseCurrency === code) errors.baseCurrency = [CURREX_TEXT.baseIsCurrency];
  if (Object.keys(errors).length > 0) throw formError(errors);
}

/** Enters a currency's rate over the version read; the change joins its history. */
export async function updateRate(
  db: Db,
  actor: Actor,
  at: CurrencyAt,
  sent: RateFields & { version: number },
): Promise<void> {
  const { version, ...f } = sent;
  const current = await loadRate(db, at);
  checkRate(f, current.code);
  await record.update(db, actor, recordAt(at), version, () => ({ ...f, lastUpdated: new Date() }), {
    after: async (tx) => {
      await tx
        .insert(h)
        .values({ currencyId: at.currencyId, ...f, changedBy: actor?.userId ?? null });
    },
  });
}

/** Every rate the currency had, oldest first; the chart draws them. */
export async function rateHistory(db: Db, at: CurrencyAt): Promise<RateHistory> {
  const { code } = await loadRate(db, at);
  const rows = await db
    .select({ point: h, email: users.email })
    .from(h)
    .leftJoin(users, eq(users.id, h.changedBy))
    .where(eq(h.currencyId, at.currencyId))
    .orderBy(asc(h.changedAt), asc(h.id));
  return {
    code,
    items: rows.map(({ point, email }) => ({
      at: new Date(point.changedAt).toISOString(),
      baseCurrency: point.baseCurrency,
      buyRate: decimalText(point.buyRate),
      sellRate: decimalText(point.sellRate),
      margin: decimalText(point.margin),
      changedBy: email,
    })),
  };
}
