import { sql } from 'drizzle-orm';
import { fromMinor } from '#contract/money';
import { type Basket, discountFor, REFUSAL_TEXT, type Refusal } from '#contract/promo-discount';
import type { PromoQuotePart } from '#contract/promo-quote';
import type { Db } from '#server/db/client';
import { rows } from '#server/db/rows';
import { findCode } from './redeem';
import { termsOf } from './shape';

type Found = NonNullable<Awaited<ReturnType<typeof findCode>>>;

const NONE: PromoQuotePart = { discount: null, discountRefusal: null };
const refusal = (reason: Refusal): PromoQuotePart => ({
  discount: null,
  discountRefusal: { reason, message: REFUSAL_TEXT[reason] },
});

/**
 * What a code would give the basket, from the code, its rule and the customer's live uses:
 * the redemption's own checks, read only (the counts as they stand, nothing taken).
 */
export function discountPart(
  found: Found | undefined,
  customerUses: number,
  basket: Basket,
): PromoQuotePart {
  if (!found) return refusal('unknown');
  const { code, rule } = found;
  const outcome = discountFor(termsOf(rule, code.expiresOn), basket);
  if (!outcome.ok) return refusal(outcome.reason);
  const ruleFull = rule.maxUsesTotal !== null && rule.uses >= rule.maxUsesTotal;
  if (code.uses >= code.maxUses || ruleFull) return refusal('usedUp');
  if (rule.maxUsesPerCustomer !== null && customerUses >= rule.maxUsesPerCustomer) {
    return refusal('usedByCustomer');
  }
  return {
    discount: { code: code.code, amount: fromMinor(outcome.discountMinor) },
    discountRefusal: null,
  };
}

/** The quote's promo part: no code sent, no part; items in two currencies take no code. */
export async function quoteDiscount(
  db: Db,
  applicationId: number,
  request: {
    promoCode?: string | undefined;
    customerEmail?: string | undefined;
    items: readonly { currency: string; productType: string }[];
  },
  totalMinor: number,
  today: string,
): Promise<PromoQuotePart> {
  if (request.promoCode === undefined) return NONE;
  const currencies = new Set(request.items.map((item) => item.currency));
  const found = await findCode(db, applicationId, request.promoCode);
  let customerUses = 0;
  if (found && request.customerEmail !== undefined) {
    const [held] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from voucher_redemptions
          where rule_id = ${found.rule.id} and customer_email = ${request.customerEmail}
            and released_at is null`,
    );
    customerUses = held?.n ?? 0;
  }
  return discountPart(found, customerUses, {
    totalMinor,
    currency: currencies.size === 1 ? ([...currencies][0] ?? '') : '',
    productTypes: request.items.map((item) => item.productType),
    today,
  });
}
