import { and, eq } from 'drizzle-orm';
import {
  normaliseCode,
  type RedeemAnswer,
  type RedeemRefusal,
  type RedeemRequest,
} from '#contract/gift-vouchers';
import { fromMinor, toMinor } from '#contract/money';
import type { Db } from '#server/db/client';
import { violatedIndex } from '#server/kit/index';
import { appendGiftEntry } from './ledger';
import { giftVoucherLedger as l, giftVouchers as v } from './schema';

const referenceOf = (orderReference: string) => `redeem:${orderReference}`;

/** What an earlier redemption of this voucher for the order took, if any (minor units). */
async function earlier(db: Db, voucherId: number, orderReference: string) {
  const [entry] = await db
    .select({ amountMinor: l.amountMinor })
    .from(l)
    .where(and(eq(l.voucherId, voucherId), eq(l.reference, referenceOf(orderReference))));
  return entry ? -entry.amountMinor : null;
}

/**
 * Spends part of a voucher's balance for an order. The debit is the ledger's one conditional
 * statement (appendGiftEntry), run on its own: parallel redemptions queue on the voucher's row,
 * none goes beyond the balance. The same order again answers its first redemption; another
 * amount for it is refused. Every refusal names its reason.
 */
export async function redeemGiftVoucher(
  db: Db,
  applicationId: number,
  body: RedeemRequest,
  today: string,
): Promise<RedeemAnswer> {
  const code = normaliseCode(body.code) ?? body.code;
  const amountMinor = toMinor(body.amount) ?? 0;
  const [voucher] = await db
    .select({ id: v.id, currency: v.currency })
    .from(v)
    .where(and(eq(v.applicationId, applicationId), eq(v.code, code)));
  const answer = async (
    redeemed: boolean,
    reason: RedeemRefusal | null,
    takenMinor = 0,
  ): Promise<RedeemAnswer> => {
    const [now] = voucher
      ? await db.select({ balance: v.balanceMinor }).from(v).where(eq(v.id, voucher.id))
      : [];
    return {
      redeemed,
      reason,
      code,
      amount: fromMinor(takenMinor),
      balance: now ? fromMinor(now.balance) : null,
      currency: voucher?.currency ?? null,
    };
  };
  if (!voucher) return answer(false, 'unknown code');

  const settled = async () => {
    const taken = await earlier(db, voucher.id, body.orderReference);
    if (taken === null) return null;
    return taken === amountMinor
      ? answer(true, null, taken)
      : answer(false, 'already redeemed for this order');
  };
  const before = await settled();
  if (before) return before;

  let written = false;
  try {
    written = await appendGiftEntry(db, {
      voucherId: voucher.id,
      kind: 'redeem',
      amountMinor: -amountMinor,
      reference: referenceOf(body.orderReference),
      orderReference: body.orderReference,
      validOn: today,
    });
  } catch (err) {
    // The same order sent twice at once: the other request wrote it; answer as it did.
    if (violatedIndex(err) !== 'gift_voucher_ledger_reference_idx') throw err;
  }
  if (written) return answer(true, null, amountMinor);
  const meanwhile = await settled();
  if (meanwhile) return meanwhile;
  const [state] = await db.select({ expiresOn: v.expiresOn }).from(v).where(eq(v.id, voucher.id));
  return answer(false, state && state.expiresOn < today ? 'expired' : 'insufficient balance');
}
