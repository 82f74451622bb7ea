import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  GIFT_TEXT,
  normaliseCode,
  type VoucherIssue,
} from '#contract/gift-vouchers';
import { toMinor } from '#contract/money';
import type { Actor } from '#server/audit/audited';
import { recordChange } from '#server/audit/record';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { fieldError } from '#server/kit/index';
import { appendGiftEntry } from './ledger';
import { giftVouchers as v } from './schema';
import { todayUtc } from './shape';
import { definitionAt, type GiftVoucherAt } from './store';

/** A fresh code of the alphabet, from the system's cryptographic random source. */
export function newCode(): string {
  const bare = Array.from(
    { length: CODE_LENGTH },
    () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
  );
  return normaliseCode(bare.join('')) ?? '';
}

/** `months` after `day` (ISO), the month's last day when it is shorter: 31 Jan + 1 → 28 Feb. */
export function addMonths(day: string, months: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** A code no voucher of the application has; 31^12 codes make a second draw rare. */
async function unusedCode(tx: Tx, applicationId: number): Promise<string> {
  for (;;) {
    const code = newCode();
    const [taken] = await tx
      .select({ id: v.id })
      .from(v)
      .where(and(eq(v.applicationId, applicationId), eq(v.code, code)));
    if (!taken) return code;
  }
}

/**
 * Issues a voucher of one of the definition's values: a new code, its balance opened by the
 * ledger's `issue` entry, its expiry the validity from today. The definition's History says who
 * issued which code to whom.
 */
export async function issueVoucher(
  db: Db,
  actor: Actor,
  at: GiftVoucherAt,
  body: VoucherIssue,
  today = todayUtc(),
): Promise<{ issuedId: number; code: string }> {
  const valueMinor = toMinor(body.value) ?? 0;
  return db.transaction(async (tx) => {
    const definition = await definitionAt(tx, at, true);
    if (!definition.enabled) throw fieldError('value', GIFT_TEXT.disabled);
    if (!definition.valuesMinor.includes(valueMinor)) {
      throw fieldError('value', GIFT_TEXT.valueNotOffered);
    }
    const code = await unusedCode(tx, at.applicationId);
    const [made] = await tx
      .insert(v)
      .values({
        applicationId: at.applicationId,
        definitionId: definition.id,
        code,
        currency: definition.currency,
        valueMinor,
        balanceMinor: 0,
        expiresOn: addMonths(today, definition.validityMonths),
        buyerName: body.buyerName,
        buyerEmail: body.buyerEmail,
      })
      .returning({ id: v.id });
    if (!made) throw new Error('the voucher was not written');
    await appendGiftEntry(tx, {
      voucherId: made.id,
      kind: 'issue',
      amountMinor: valueMinor,
      reference: 'issue',
      actorId: actor?.userId ?? null,
    });
    await recordChange(tx, {
      actorId: actor?.userId ?? null,
      companyId: at.companyId,
      applicationId: at.applicationId,
      area: 'giftVouchers',
      recordId: definition.id,
      label: definition.name,
      action: 'update',
      before: {},
      after: { issued: code, value: body.value, buyer: `${body.buyerName} <${body.buyerEmail}>` },
    });
    return { issuedId: made.id, code };
  });
}
