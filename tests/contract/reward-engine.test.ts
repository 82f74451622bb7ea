import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type EngineRewardRule,
  type RewardBasket,
  rewardAmount,
  rewardsEarned,
} from '#contract/reward-engine';
import { REWARD_TARGETS } from '#contract/rewards';

const money = fc
  .integer({ min: 0, max: 1_000_000 })
  .map((m) => `${Math.trunc(m / 100)}.${String(m % 100).padStart(2, '0')}`);
const day = fc
  .integer({ min: 0, max: 700 })
  .map((n) => new Date(Date.UTC(2027, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));

const reward = fc.record({
  name: fc.constantFrom('A', 'B', 'C'),
  target: fc.constantFrom(...REWARD_TARGETS),
  valueKind: fc.constantFrom('percent' as const, 'fixed' as const),
  value: fc.integer({ min: 1, max: 10_000 }).map((n) => `${Math.trunc(n / 100)}.${n % 100}`),
  maximum: fc.oneof(fc.constant(''), money),
});

const rule = (i: number): fc.Arbitrary<EngineRewardRule> =>
  fc.record({
    ruleId: fc.constant(i + 1),
    rewardId: fc.integer({ min: 1, max: 3 }),
    reward,
    rule: fc.record({
      name: fc.constant(`Rule ${i + 1}`),
      priority: fc.constant(i + 1),
      enabled: fc.boolean(),
      minDaysBefore: fc.oneof(fc.constant('' as const), fc.integer({ min: 0, max: 300 })),
      maxDaysBefore: fc.oneof(fc.constant('' as const), fc.integer({ min: 0, max: 300 })),
      productTypes: fc.subarray(['Packages', 'Accommodation', 'Flights'] as const),
      minimumSpend: fc.oneof(fc.constant(''), money),
      membershipLevels: fc.subarray(['Gold', 'Silver']),
      validFrom: fc.oneof(fc.constant(''), day),
      validTo: fc.oneof(fc.constant(''), day),
    }),
  });

const basket: fc.Arbitrary<RewardBasket> = fc.record({
  items: fc.array(
    fc.record({
      productType: fc.constantFrom('Packages', 'Accommodation', 'Flights', 'Cars'),
      travelStart: day,
      priceMinor: fc.integer({ min: 0, max: 500_000 }),
    }),
    { minLength: 1, maxLength: 5 },
  ),
  bookingDate: day,
  membershipLevel: fc.constantFrom(null, 'gold', 'Silver'),
});

const rules = fc
  .integer({ min: 0, max: 8 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => rule(i))));

describe('the rewards a basket earns', () => {
  it('gives each reward once, from its highest-priority matching rule, never beyond its cap', () => {
    fc.assert(
      fc.property(rules, basket, (all, b) => {
        const earned = rewardsEarned(all, b);
        const ids = earned.map((e) => e.rewardId);
        expect(new Set(ids).size).toBe(ids.length);
        const total = b.items.reduce((sum, i) => sum + i.priceMinor, 0);
        for (const e of earned) {
          const from = all.find((r) => r.ruleId === e.ruleId);
          expect(from?.rewardId).toBe(e.rewardId);
          expect(from?.rule.enabled).toBe(true);
          // No enabled rule of a higher priority gives the same reward for this basket.
          const better = all.filter(
            (r) => r.rewardId === e.rewardId && r.rule.priority < (from?.rule.priority ?? 0),
          );
          for (const r of better) expect(rewardsEarned([r], b)).toEqual([]);
          const cap = from?.reward.maximum;
          if (cap) expect(e.amountMinor).toBeLessThanOrEqual(Math.round(Number(cap) * 100));
          if (from?.reward.valueKind === 'percent')
            expect(e.amountMinor).toBeLessThanOrEqual(total);
        }
      }),
    );
  });

  it('rounds a percentage half up to the cent', () => {
    const ten = {
      name: 'A',
      target: 'Hotel',
      valueKind: 'percent',
      value: '12.5',
      maximum: '',
    } as const;
    expect(rewardAmount(ten, 1_004)).toBe(126); // 125.5 → 126
    expect(rewardAmount({ ...ten, maximum: '1.00' }, 1_004)).toBe(100);
    expect(rewardAmount({ ...ten, valueKind: 'fixed', value: '30.00' }, 0)).toBe(3_000);
  });
});
