import { eq } from 'drizzle-orm';
import type { Snapshot, Subject } from '#server/audit/audited';
import { fieldsOf } from '#server/audit/fields';
import { applications } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { depositOptions, depositRules } from './schema';

/** An option as its History reads it; the row is locked, as its writers lock it anyway. */
async function depositOption(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx
    .select({ option: depositOptions, companyId: applications.companyId })
    .from(depositOptions)
    .innerJoin(applications, eq(applications.id, depositOptions.applicationId))
    .where(eq(depositOptions.id, id))
    .for('update', { of: depositOptions });
  if (!row) return undefined;
  return {
    companyId: row.companyId,
    applicationId: row.option.applicationId,
    label: row.option.name,
    fields: fieldsOf(row.option, ['updatedAt', 'applicationId']),
  };
}

async function depositRule(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx
    .select({ rule: depositRules, companyId: applications.companyId })
    .from(depositRules)
    .innerJoin(applications, eq(applications.id, depositRules.applicationId))
    .where(eq(depositRules.id, id))
    .for('update', { of: depositRules });
  if (!row) return undefined;
  return {
    companyId: row.companyId,
    applicationId: row.rule.applicationId,
    label: row.rule.name,
    fields: fieldsOf(row.rule, ['updatedAt', 'applicationId']),
  };
}

export const DEPOSIT_OPTION_SUBJECT: Subject = { area: 'depositOptions', read: depositOption };
export const DEPOSIT_RULE_SUBJECT: Subject = { area: 'depositRules', read: depositRule };
