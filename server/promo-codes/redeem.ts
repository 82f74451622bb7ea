import { and, eq, isNull, sql } from 'drizzle-orm';
import { fromMinor, toMinor } from '#contract/money';
import { discountFor, REFUSAL_TEXT, type Refusal } from '#contract/promo-discount';
import type { RedeemAnswer } from '#contract/promo-redeem';
import type { Db } from '#server/db/client';
import { rows } from '#server/db/rows';
import type { Tx } from '#server/db/tx';
import { voucherCodes, voucherRedemptions, voucherRules } from './schema';
import { termsOf } from './shape';

/** A redemption as the API checks it (contract/promo-redeem.ts has parsed it). */
export type Redemption = {
  code: string;
  orderReference: string;
  customerEmail: string;
  basketTotal: string;
  currency: string;
  productTypes: readonly string[];
};

/** A refusal found inside the transaction: thrown to roll back the (code, order) row. */
class Refused extends Error {
  constructor(readonly reason: Refusal) {
    super(reason);
  }
}

const refused = (code: string, reason: Refusal): RedeemAnswer => ({
  redeemed: false,
  code,
  discount: null,
  reason,
  message: REFUSAL_TEXT[reason],
});
const granted = (code: string, discountMinor: number): RedeemAnswer => ({
  redeemed: true,
  code,
  discount: fromMinor(discountMinor),
  reason: null,
  message: null,
});

/** The code of the application as a site typed it, with its rule. */
export async function findCode(db: Db | Tx, applicationId: number, sent: string) {
  const [found] = await db
    .select({ code: voucherCodes, rule: voucherRules })
    .from(voucherCodes)
    .innerJoin(voucherRules, eq(voucherRules.id, voucherCodes.ruleId))
    .where(
      and(
        eq(voucherCodes.applicationId, applicationId),
        eq(voucherCodes.code, sent.trim().toUpperCase()),
      ),
    );
  return found;
}

const liveUse = (db: Db | Tx, codeId: number, orderReference: string) =>
  db
    .select({ discountMinor: voucherRedemptions.discountMinor })
    .from(voucherRedemptions)
    .where(
      and(
        eq(voucherRedemptions.codeId, codeId),
        eq(voucherRedemptions.orderReference, orderReference),
        isNull(voucherRedemptions.releasedAt),
      ),
    );

/**
 * Redeems a code for an order in one transaction: the (code, order) row first (unique, so the
 * same order twice is one use), then the customer's uses counted under a lock on (rule, email),
 * then the code's and the rule's uses each taken by one conditional UPDATE that moves only while
 * a use is left. A refusal at any step rolls the whole back; a resend of a redeemed order answers
 * the discount it got.
 */
export async function redeemCode(
  db: Db,
  applicationId: number,
  r: Redemption,
  today: string,
): Promise<RedeemAnswer> {
  const found = await findCode(db, applicationId, r.code);
  if (!found) return refused(r.code, 'unknown');
  const { code, rule } = found;
  const [already] = await liveUse(db, code.id, r.orderReference);
  if (already) return granted(code.code, already.discountMinor);
  const outcome = discountFor(termsOf(rule, code.expiresOn), {
    totalMinor: toMinor(r.basketTotal) ?? 0,
    currency: r.currency,
    productTypes: r.productTypes,
    today,
  });
  if (!outcome.ok) return refused(code.code, outcome.reason);
  try {
    return await db.transaction(async (tx) => {
      const [made] = await rows<{ id: number }>(
        tx,
        sql`insert into voucher_redemptions
              (code_id, rule_id, application_id, order_reference, customer_email, discount_minor, currency)
            values (${code.id}, ${rule.id}, ${applicationId}, ${r.orderReference},
                    ${r.customerEmail}, ${outcome.discountMinor}, ${r.currency})
            on conflict (code_id, order_reference) do update
              set released_at = null, created_at = now(), customer_email = excluded.customer_email,
                  discount_minor = excluded.discount_minor, currency = excluded.currency
              where voucher_redemptions.released_at is not null
            returning id`,
      );
      if (!made) {
        // The same order redeemed in parallel: its row is live, so this is that use.
        const [live] = await liveUse(tx, code.id, r.orderReference);
        return granted(code.code, live?.discountMinor ?? outcome.discountMinor);
      }
      if (rule.maxUsesPerCustomer !== null) {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${rule.id}, hashtext(${r.customerEmail}))`,
        );
        const [held] = await rows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from voucher_redemptions
              where rule_id = ${rule.id} and customer_email = ${r.customerEmail}
                and released_at is null`,
        );
        if ((held?.n ?? 0) > rule.maxUsesPerCustomer) throw new Refused('usedByCustomer');
      }
      const [codeUse] = await rows<{ id: number }>(
        tx,
        sql`update voucher_codes set uses = uses + 1
            where id = ${code.id} and uses < max_uses returning id`,
      );
      if (!codeUse) throw new Refused('usedUp');
      const [ruleUse] = await rows<{ id: number }>(
        tx,
        sql`update voucher_rules set uses = uses + 1
            where id = ${rule.id} and (max_uses_total is null or uses < max_uses_total)
            returning id`,
      );
      if (!ruleUse) throw new Refused('usedUp');
      return granted(code.code, outcome.discountMinor);
    });
  } catch (error) {
    if (error instanceof Refused) return refused(code.code, error.reason);
    throw error;
  }
}
