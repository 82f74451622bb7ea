import { eq } from 'drizzle-orm';
import type { Snapshot, Subject } from '#server/audit/audited';
import { fieldsOf } from '#server/audit/fields';
import { applications } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { voucherCodes, voucherRules } from './schema';

/** Counters the redemptions move: History records what people change, not every checkout. */
const MOVED = ['updatedAt', 'applicationId', 'uses'];

async function voucherRule(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx
    .select({ rule: voucherRules, companyId: applications.companyId })
    .from(voucherRules)
    .innerJoin(applications, eq(applications.id, voucherRules.applicationId))
    .where(eq(voucherRules.id, id))
    .for('update', { of: voucherRules });
  if (!row) return undefined;
  return {
    companyId: row.companyId,
    applicationId: row.rule.applicationId,
    label: row.rule.name,
    fields: fieldsOf(row.rule, MOVED),
  };
}

async function voucherCode(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx
    .select({ code: voucherCodes, companyId: applications.companyId })
    .from(voucherCodes)
    .innerJoin(applications, eq(applications.id, voucherCodes.applicationId))
    .where(eq(voucherCodes.id, id))
    .for('update', { of: voucherCodes });
  if (!row) return undefined;
  return {
    companyId: row.companyId,
    applicationId: row.code.applicationId,
    label: row.code.code,
    fields: fieldsOf(row.code, [...MOVED, 'batchId']),
  };
}

export const VOUCHER_RULE_SUBJECT: Subject = { area: 'voucherRules', read: voucherRule };
export const VOUCHER_CODE_SUBJECT: Subject = { area: 'voucherCodes', read: voucherCode };
