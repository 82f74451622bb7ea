import { eq } from 'drizzle-orm';
import { fromMinor } from '#contract/money';
import type { Snapshot, Subject } from '#server/audit/audited';
import { fieldsOf } from '#server/audit/fields';
import { applications } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { giftVoucherDefinitions as d } from './schema';

/** A definition as its History reads it; locked, as its writers lock it anyway. */
async function giftVoucher(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx
    .select({ definition: d, companyId: applications.companyId })
    .from(d)
    .innerJoin(applications, eq(applications.id, d.applicationId))
    .where(eq(d.id, id))
    .for('update', { of: d });
  if (!row) return undefined;
  const { valuesMinor, ...rest } = row.definition;
  return {
    companyId: row.companyId,
    applicationId: row.definition.applicationId,
    label: row.definition.name,
    // The values as the form shows them, so History reads "25.00, 50.00", not minor units.
    fields: fieldsOf({ ...rest, values: valuesMinor.map(fromMinor) }, [
      'updatedAt',
      'applicationId',
    ]),
  };
}

export const GIFT_VOUCHER_SUBJECT: Subject = { area: 'giftVouchers', read: giftVoucher };
