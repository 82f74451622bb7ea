import { eq } from 'drizzle-orm';
import {
  type RewardFields,
  type RewardRuleFields,
  RewardRuleFields as Rule,
} from '#contract/rewards';
import type { Tx } from '#server/db/tx';
import { rewardRules, rewards } from './schema';
import { rewardColumnsOf, ruleColumnsOf } from './shape';

const DEMO_REWARDS: readonly RewardFields[] = [
  {
    name: 'Early bird 5 %',
    description: 'Book three months ahead and save 5 % of your holiday.',
    terms: 'Taken off the balance; not with other offers.',
    imageUrl: '',
    valueKind: 'percent',
    value: '5',
    maximum: '250.00',
    target: 'Early booking',
  },
  {
    name: 'Last-minute £50',
    description: 'Off any package leaving within two weeks.',
    terms: 'Packages of 500.00 or more.',
    imageUrl: '',
    valueKind: 'fixed',
    value: '50.00',
    maximum: '',
    target: 'Late availability',
  },
  {
    name: 'Gold hotel upgrade credit',
    description: 'Credit towards a room upgrade for Gold members.',
    terms: '',
    imageUrl: '',
    valueKind: 'fixed',
    value: '30.00',
    maximum: '',
    target: 'Hotel',
  },
];

/** Each rule names its reward by its place in DEMO_REWARDS. */
const DEMO_RULES: readonly (Omit<RewardRuleFields, 'rewardId'> & { reward: number })[] = [
  {
    ...Rule.parse({ name: 'Booked 90+ days ahead', rewardId: 1, priority: 1, minDaysBefore: 90 }),
    reward: 0,
  },
  {
    ...Rule.parse({
      name: 'Package within 14 days',
      rewardId: 1,
      priority: 2,
      maxDaysBefore: 14,
      productTypes: ['Packages'],
      minimumSpend: '500.00',
    }),
    reward: 1,
  },
  {
    ...Rule.parse({
      name: 'Gold members’ hotels',
      rewardId: 1,
      priority: 3,
      productTypes: ['Accommodation'],
      membershipLevels: ['Gold'],
    }),
    reward: 2,
  },
];

/**
 * The demo company's first application gets these once, with its tools switched on: an
 * application that already has a reward is left as it is.
 */
export async function seedDemoRewards(tx: Tx, applicationId: number): Promise<boolean> {
  const [held] = await tx
    .select({ id: rewards.id })
    .from(rewards)
    .where(eq(rewards.applicationId, applicationId))
    .limit(1);
  if (held) return false;
  const made = await tx
    .insert(rewards)
    .values(DEMO_REWARDS.map((r) => ({ applicationId, ...rewardColumnsOf(r) })))
    .returning({ id: rewards.id });
  await tx.insert(rewardRules).values(
    DEMO_RULES.map(({ reward, ...rule }) => ({
      applicationId,
      ...ruleColumnsOf({ ...rule, rewardId: made[reward]?.id ?? 0 }),
    })),
  );
  return true;
}
