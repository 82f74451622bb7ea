import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuditArea } from '#contract/audit';
import type { Snapshot, Subject } from '#server/audit/audited';
import { fieldsOf } from '#server/audit/fields';
import { applications } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { currexBranches, currexCurrencies, currexDeliveryFees, currexRates } from './schema';

type Owned = PgTable & { applicationId: PgColumn };

/**
 * A record as its History reads it, with its application's company; the row is locked, as its
 * writers lock it anyway.
 */
function reader<T extends Owned>(
  table: T,
  key: PgColumn,
  label: (row: Record<string, unknown>) => string,
) {
  return async (tx: Tx, id: number): Promise<Snapshot | undefined> => {
    const [row] = await tx
      .select({ record: table, companyId: applications.companyId })
      .from(table as PgTable)
      .innerJoin(applications, eq(applications.id, table.applicationId))
      .where(eq(key, id))
      .for('update', { of: table });
    if (!row) return undefined;
    const record = row.record as Record<string, unknown>;
    return {
      companyId: row.companyId,
      applicationId: Number(record.applicationId),
      label: label(record),
      fields: fieldsOf(record, ['updatedAt', 'applicationId', 'currencyId']),
    };
  };
}

const subject = (area: AuditArea, read: Subject['read']): Subject => ({ area, read });
const text = (value: unknown) => String(value ?? '');

export const BRANCH_SUBJECT = subject(
  'currexBranches',
  reader(currexBranches, currexBranches.id, (r) => text(r.name)),
);
export const FEE_SUBJECT = subject(
  'currexDeliveryFees',
  reader(
    currexDeliveryFees,
    currexDeliveryFees.id,
    (r) => `${text(r.deliveryType)} ${text(r.currency)}`,
  ),
);
export const CURRENCY_SUBJECT = subject(
  'currexCurrencies',
  reader(currexCurrencies, currexCurrencies.id, (r) => `${text(r.code)} ${text(r.name)}`),
);
/** A rate's History is labelled with its currency's code: "EUR rate". */
async function rate(tx: Tx, currencyId: number): Promise<Snapshot | undefined> {
  const snapshot = await reader(currexRates, currexRates.currencyId, () => '')(tx, currencyId);
  if (!snapshot) return undefined;
  const [currency] = await tx
    .select({ code: currexCurrencies.code })
    .from(currexCurrencies)
    .where(eq(currexCurrencies.id, currencyId));
  return { ...snapshot, label: `${currency?.code ?? ''} rate` };
}

export const RATE_SUBJECT = subject('currexRates', rate);
