import { and, eq } from 'drizzle-orm';
import { GIFT_TEXT, type GiftVoucher, type GiftVoucherFields } from '#contract/gift-vouchers';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { defineRecord, getInScope } from '#server/kit/index';
import { GIFT_VOUCHER_SUBJECT } from './audit';
import { giftVoucherDefinitions as d } from './schema';
import { columnsOf, definitionOf } from './shape';

/** A definition of the application, as the gate decided it (company and application). */
export type GiftVoucherAt = { companyId: number; applicationId: number; giftVoucherId: number };
export type AppScope = { companyId: number; applicationId: number };

const record = defineRecord({
  table: d,
  unique: {
    gift_voucher_definitions_app_name_idx: { field: 'name', message: GIFT_TEXT.nameTaken },
  },
  audit: GIFT_VOUCHER_SUBJECT,
});

const recordAt = (at: GiftVoucherAt) => ({
  id: at.giftVoucherId,
  scope: eq(d.applicationId, at.applicationId),
});

/** The definition in the caller's application, locked when `lock` (issuing reads it so). */
export async function definitionAt(db: Db | Tx, at: GiftVoucherAt, lock = false) {
  const query = db
    .select()
    .from(d)
    .where(and(eq(d.id, at.giftVoucherId), eq(d.applicationId, at.applicationId)));
  return getInScope(lock ? query.for('update') : query);
}

export async function loadGiftVoucher(db: Db | Tx, at: GiftVoucherAt): Promise<GiftVoucher> {
  return definitionOf(await definitionAt(db, at), at.companyId);
}

export async function createGiftVoucher(
  db: Db,
  actor: Actor,
  scope: AppScope,
  body: GiftVoucherFields,
): Promise<{ giftVoucherId: number }> {
  const id = await record.create(db, actor, () => ({
    applicationId: scope.applicationId,
    ...columnsOf(body),
  }));
  return { giftVoucherId: id };
}

/** Vouchers already issued keep the value and expiry they were issued with. */
export function updateGiftVoucher(
  db: Db,
  actor: Actor,
  at: GiftVoucherAt,
  body: GiftVoucherFields & { version: number },
): Promise<void> {
  return record.update(db, actor, recordAt(at), body.version, () => ({
    ...columnsOf(body),
    updatedAt: new Date(),
  }));
}
