import type { EngineRewardRule } from '#contract/reward-engine';
import type {
  Reward,
  RewardFields,
  RewardRow,
  RewardRule,
  RewardRuleFields,
} from '#contract/rewards';
import type { rewardRules, rewards } from './schema';

type StoredReward = typeof rewards.$inferSelect;
type StoredRule = typeof rewardRules.$inferSelect;

export const rewardColumnsOf = (f: RewardFields) => ({
  name: f.name,
  description: f.description,
  terms: f.terms,
  imageUrl: f.imageUrl === '' ? null : f.imageUrl,
  value: { valueKind: f.valueKind, value: f.value, maximum: f.maximum, target: f.target },
});

export const rewardFieldsOf = (r: StoredReward): RewardFields => ({
  name: r.name,
  description: r.description,
  terms: r.terms,
  imageUrl: r.imageUrl ?? '',
  ...r.value,
});

const stamps = (r: { createdAt: Date; updatedAt: Date; version: number }) => ({
  created: new Date(r.createdAt).toISOString(),
  updated: new Date(r.updatedAt).toISOString(),
  version: r.version,
});

export const rewardOf = (r: StoredReward, companyId: number): Reward => ({
  ...rewardFieldsOf(r),
  rewardId: r.id,
  companyId,
  ...stamps(r),
});

/** "10 %" or "25.00", and "up to 50.00" when capped. */
export function valueText(v: StoredReward['value']): string {
  const value = v.valueKind === 'percent' ? `${v.value} %` : v.value;
  return v.maximum ? `${value}, up to ${v.maximum}` : value;
}

export const rewardRowOf = (r: StoredReward & { rules: number }): RewardRow => ({
  rewardId: r.id,
  name: r.name,
  target: r.value.target,
  valueText: valueText(r.value),
  imageUrl: r.imageUrl ?? '',
  rules: r.rules,
});

export function ruleColumnsOf(f: RewardRuleFields) {
  const { name, rewardId, priority, enabled, ...conditions } = f;
  return { name, rewardId, priority, enabled, conditions };
}

export const ruleFieldsOf = (r: StoredRule): RewardRuleFields => ({
  name: r.name,
  rewardId: r.rewardId,
  priority: r.priority,
  enabled: r.enabled,
  ...r.conditions,
});

export const ruleOf = (r: StoredRule, rewardName: string, companyId: number): RewardRule => ({
  ...ruleFieldsOf(r),
  ruleId: r.id,
  rewardName,
  companyId,
  ...stamps(r),
});

/** The conditions in a few words for the list, or "Every booking". */
export function conditionsText(c: StoredRule['conditions']): string {
  const days =
    c.minDaysBefore !== '' || c.maxDaysBefore !== ''
      ? `${c.minDaysBefore === '' ? 0 : c.minDaysBefore}–${c.maxDaysBefore === '' ? '…' : c.maxDaysBefore} days before travel`
      : '';
  const parts = [
    days,
    c.productTypes.join(', '),
    c.minimumSpend ? `spend ${c.minimumSpend}+` : '',
    c.membershipLevels.length > 0 ? `levels ${c.membershipLevels.join(', ')}` : '',
    c.validFrom || c.validTo ? `booked ${c.validFrom || '…'} to ${c.validTo || '…'}` : '',
  ].filter((p) => p !== '');
  return parts.length > 0 ? parts.join('; ') : 'Every booking';
}

/** A stored rule and its reward as the engine reads them. */
export const engineRuleOf = (rule: StoredRule, reward: StoredReward): EngineRewardRule => ({
  ruleId: rule.id,
  rule: ruleFieldsOf(rule),
  rewardId: reward.id,
  reward: { name: reward.name, ...reward.value },
});
