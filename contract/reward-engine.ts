import type { RewardFields, RewardRuleFields } from './reward-records';

/** A rule as the engine reads it, with its reward; the fields have passed the contract. */
export type EngineRewardRule = {
  ruleId: number;
  rule: Pick<
    RewardRuleFields,
    | 'name'
    | 'priority'
    | 'enabled'
    | 'minDaysBefore'
    | 'maxDaysBefore'
    | 'productTypes'
    | 'minimumSpend'
    | 'membershipLevels'
    | 'validFrom'
    | 'validTo'
  >;
  rewardId: number;
  reward: Pick<RewardFields, 'name' | 'target' | 'valueKind' | 'value' | 'maximum'>;
};

/** A priced basket: its items' prices (minor units), when it is booked, who books it. */
export type RewardBasket = {
  items: readonly { productType: string; travelStart: string; priceMinor: number }[];
  bookingDate: string;
  membershipLevel: string | null;
};

export type EarnedReward = {
  rewardId: number;
  name: string;
  target: string;
  ruleId: number;
  ruleName: string;
  amountMinor: number;
};

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** "12.50" → 1250 (minor units, or basis points for a percentage); '' → null. */
const hundredths = (text: string) => {
  if (text === '') return null;
  const [units = '0', cents = ''] = text.split('.');
  return Number(units) * 100 + Number(cents.padEnd(2, '0'));
};

/** Whether a rule's every condition holds for the basket; an empty condition takes any. */
export function ruleMatches(rule: EngineRewardRule['rule'], basket: RewardBasket): boolean {
  if (!rule.enabled || basket.items.length === 0) return false;
  if (rule.validFrom && basket.bookingDate < rule.validFrom) return false;
  if (rule.validTo && basket.bookingDate > rule.validTo) return false;
  const firstTravel = basket.items.map((i) => i.travelStart).sort()[0] ?? basket.bookingDate;
  const days = daysBetween(basket.bookingDate, firstTravel);
  if (rule.minDaysBefore !== '' && days < rule.minDaysBefore) return false;
  if (rule.maxDaysBefore !== '' && days > rule.maxDaysBefore) return false;
  if (
    rule.productTypes.length > 0 &&
    !basket.items.some((i) => (rule.productTypes as readonly string[]).includes(i.productType))
  ) {
    return false;
  }
  const total = basket.items.reduce((sum, i) => sum + i.priceMinor, 0);
  const minimum = hundredths(rule.minimumSpend);
  if (minimum !== null && total < minimum) return false;
  if (rule.membershipLevels.length > 0) {
    const level = basket.membershipLevel?.toLowerCase() ?? null;
    if (!rule.membershipLevels.some((l) => l.toLowerCase() === level)) return false;
  }
  return true;
}

/** What a reward gives on a total: a percentage rounded half up, or its amount; at most its cap. */
export function rewardAmount(reward: EngineRewardRule['reward'], totalMinor: number): number {
  const value = hundredths(reward.value) ?? 0;
  const raw = reward.valueKind === 'percent' ? Math.round((totalMinor * value) / 10_000) : value;
  const cap = hundredths(reward.maximum);
  return cap === null ? raw : Math.min(raw, cap);
}

/**
 * The rewards a basket earns: the rules by priority (1 first), each reward once, from the
 * highest-priority rule that gives it.
 */
export function rewardsEarned(
  rules: readonly EngineRewardRule[],
  basket: RewardBasket,
): EarnedReward[] {
  const total = basket.items.reduce((sum, i) => sum + i.priceMinor, 0);
  const earned = new Map<number, EarnedReward>();
  for (const r of [...rules].sort((a, b) => a.rule.priority - b.rule.priority)) {
    if (earned.has(r.rewardId) || !ruleMatches(r.rule, basket)) continue;
    earned.set(r.rewardId, {
      rewardId: r.rewardId,
      name: r.reward.name,
      target: r.reward.target,
      ruleId: r.ruleId,
      ruleName: r.rule.name,
      amountMinor: rewardAmount(r.reward, total),
    });
  }
  return [...earned.values()];
}
