import { and, asc, eq } from 'drizzle-orm';
import { fromMinor, toMinor } from '#contract/money';
import type { QuoteAnswer, QuoteRequest } from '#contract/pricing-quote';
import { type EngineRewardRule, rewardsEarned } from '#contract/reward-engine';
import type { RewardEarned } from '#contract/rewards-quote';
import type { Db } from '#server/db/client';
import { rewards as r, rewardRules as rr } from './schema';
import { engineRuleOf } from './shape';

/**
 * The quote's `rewards`, a pure function of the application's rules, the request and its priced
 * items: the basket is the items at their quoted prices, booked `bookingDate`, by the customer's
 * membership level.
 */
export function rewardsPart(
  rules: readonly EngineRewardRule[],
  request: QuoteRequest,
  priced: QuoteAnswer['items'],
  bookingDate: string,
): RewardEarned[] {
  const basket = {
    items: request.items.map((item, i) => ({
      productType: item.productType,
      travelStart: item.travelStart,
      priceMinor: toMinor(priced[i]?.price ?? item.supplierPrice) ?? 0,
    })),
    bookingDate,
    membershipLevel: request.customer?.membershipLevelId ?? null,
  };
  return rewardsEarned(rules, basket).map(({ amountMinor, ...earned }) => ({
    ...earned,
    amount: fromMinor(amountMinor),
  }));
}

/** The application's enabled reward rules with their rewards, by priority. */
export async function rewardRulesOf(db: Db, applicationId: number): Promise<EngineRewardRule[]> {
  const found = await db
    .select({ rule: rr, reward: r })
    .from(rr)
    .innerJoin(r, eq(r.id, rr.rewardId))
    .where(and(eq(rr.applicationId, applicationId), eq(rr.enabled, true)))
    .orderBy(asc(rr.priority));
  return found.map(({ rule, reward }) => engineRuleOf(rule, reward));
}

/** The rewards a quoted basket earns: the application's rules read, then `rewardsPart`. */
export async function quoteRewards(
  db: Db,
  applicationId: number,
  request: QuoteRequest,
  priced: Pick<QuoteAnswer, 'items'>,
  bookingDate: string,
): Promise<RewardEarned[]> {
  return rewardsPart(await rewardRulesOf(db, applicationId), request, priced.items, bookingDate);
}
