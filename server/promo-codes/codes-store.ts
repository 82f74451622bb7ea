import { desc, eq } from 'drizzle-orm';
import { fromMinor } from '#contract/money';
import {
  PROMO_TEXT,
  type VoucherCodeFields,
  type VoucherCodeRecord,
  type VoucherUse,
} from '#contract/promo-codes';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { defineRecord, fieldError, getInScope } from '#server/kit/index';
import { VOUCHER_CODE_SUBJECT } from './audit';
import { checkCode } from './checks';
import { type AppScope, ruleOfApp } from './rules-store';
import { voucherCodes, voucherRedemptions, voucherRules } from './schema';
import { codeColumns, codeOf } from './shape';

export type CodeAt = AppScope & { voucherCodeId: number };

const record = defineRecord({
  table: voucherCodes,
  unique: { voucher_codes_app_code_idx: { field: 'code', message: PROMO_TEXT.codeTaken } },
  audit: VOUCHER_CODE_SUBJECT,
});

const recordAt = (at: CodeAt) => ({
  id: at.voucherCodeId,
  scope: eq(voucherCodes.applicationId, at.applicationId),
});

async function mustBeRule(db: Db | Tx, applicationId: number, ruleId: number) {
  if (!(await ruleOfApp(db, applicationId, ruleId))) {
    throw fieldError('voucherRuleId', PROMO_TEXT.ruleUnknown);
  }
}

export async function loadVoucherCode(db: Db | Tx, at: CodeAt): Promise<VoucherCodeRecord> {
  const row = await getInScope(
    db
      .select({ code: voucherCodes, ruleName: voucherRules.name })
      .from(voucherCodes)
      .innerJoin(voucherRules, eq(voucherRules.id, voucherCodes.ruleId))
      .where(record.where(recordAt(at))),
  );
  return codeOf(row.code, { companyId: at.companyId, ruleName: row.ruleName });
}

export async function createVoucherCode(
  db: Db,
  actor: Actor,
  scope: AppScope,
  f: VoucherCodeFields,
): Promise<{ id: number }> {
  checkCode(f);
  const id = await record.create(db, actor, async (tx) => {
    await mustBeRule(tx, scope.applicationId, f.voucherRuleId);
    return { applicationId: scope.applicationId, ...codeColumns(f) };
  });
  return { id };
}

export function updateVoucherCode(
  db: Db,
  actor: Actor,
  at: CodeAt,
  f: VoucherCodeFields & { version: number },
): Promise<void> {
  checkCode(f);
  return record.update(db, actor, recordAt(at), f.version, async (tx) => {
    await mustBeRule(tx, at.applicationId, f.voucherRuleId);
    const columns = codeColumns(f);
    // Locked by the version's claim: the redemptions cannot move the count meanwhile.
    const [held] = await tx
      .select({ uses: voucherCodes.uses })
      .from(voucherCodes)
      .where(eq(voucherCodes.id, at.voucherCodeId));
    if ((held?.uses ?? 0) > columns.maxUses) throw fieldError('maxUses', PROMO_TEXT.belowUsed);
    return { ...columns, updatedAt: new Date() };
  });
}

export const removeVoucherCode = (db: Db, actor: Actor, at: CodeAt) =>
  record.remove(db, actor, recordAt(at));

/** Uses a code's page lists: the newest first, released ones marked. */
const USES_SHOWN = 200;

export async function usesOfCode(db: Db, at: CodeAt): Promise<VoucherUse[]> {
  await loadVoucherCode(db, at);
  const rows = await db
    .select()
    .from(voucherRedemptions)
    .where(eq(voucherRedemptions.codeId, at.voucherCodeId))
    .orderBy(desc(voucherRedemptions.createdAt), desc(voucherRedemptions.id))
    .limit(USES_SHOWN);
  return rows.map((r) => ({
    orderReference: r.orderReference,
    customerEmail: r.customerEmail,
    discount: fromMinor(r.discountMinor),
    currency: r.currency,
    redeemed: new Date(r.createdAt).toISOString(),
    released: r.releasedAt ? new Date(r.releasedAt).toISOString() : null,
  }));
}
