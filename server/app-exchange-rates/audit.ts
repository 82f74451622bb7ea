import { eq } from 'drizzle-orm';
import { decimalText } from '#contract/currex-decimal';
import type { Snapshot, Subject } from '#server/audit/audited';
import { fieldsOf } from '#server/audit/fields';
import { applications } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { appExchangeRates as r } from './schema';

/** A rate as its History reads it, the rate as typed (no trailing zeros); locked. */
async function rate(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx
    .select({ rate: r, companyId: applications.companyId })
    .from(r)
    .innerJoin(applications, eq(applications.id, r.applicationId))
    .where(eq(r.id, id))
    .for('update', { of: r });
  if (!row) return undefined;
  return {
    companyId: row.companyId,
    applicationId: row.rate.applicationId,
    label: `${row.rate.fromCurrency} → ${row.rate.toCurrency}`,
    fields: fieldsOf({ ...row.rate, rate: decimalText(row.rate.rate) }, [
      'updatedAt',
      'applicationId',
    ]),
  };
}

export const APP_RATE_SUBJECT: Subject = { area: 'appExchangeRates', read: rate };
