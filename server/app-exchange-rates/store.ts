import { eq } from 'drizzle-orm';
import {
  APP_RATE_TEXT,
  type AppRate,
  type AppRateFields,
  appRateProblems,
} from '#contract/app-exchange-rates';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { defineRecord, formError, getInScope } from '#server/kit/index';
import { APP_RATE_SUBJECT } from './audit';
import { appExchangeRates as r } from './schema';
import { rateColumnsOf, rateOf } from './shape';

export type AppScope = { companyId: number; applicationId: number };
export type RateAt = AppScope & { rateId: number };

const record = defineRecord({
  table: r,
  unique: {
    app_exchange_rates_pair_idx: { field: 'toCurrency', message: APP_RATE_TEXT.pairTaken },
  },
  audit: APP_RATE_SUBJECT,
});

const recordAt = (at: RateAt) => ({ id: at.rateId, scope: eq(r.applicationId, at.applicationId) });

const check = (f: AppRateFields) => {
  const errors = appRateProblems(f);
  if (Object.keys(errors).length > 0) throw formError(errors);
};

export async function loadRate(db: Db | Tx, at: RateAt): Promise<AppRate> {
  const row = await getInScope(
    db
      .select()
      .from(r)
      .where(record.where(recordAt(at))),
  );
  return rateOf(row, at.companyId);
}

export function createRate(db: Db, actor: Actor, scope: AppScope, f: AppRateFields) {
  check(f);
  return record.create(db, actor, () => ({
    applicationId: scope.applicationId,
    ...rateColumnsOf(f),
  }));
}

export async function updateRate(
  db: Db,
  actor: Actor,
  at: RateAt,
  f: AppRateFields & { version: number },
) {
  check(f);
  await record.update(db, actor, recordAt(at), f.version, () => ({
    ...rateColumnsOf(f),
    updatedAt: new Date(),
  }));
}

export const removeRate = (db: Db, actor: Actor, at: RateAt) =>
  record.remove(db, actor, recordAt(at));
