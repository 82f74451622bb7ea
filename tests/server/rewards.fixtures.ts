import {
  RewardCreate,
  type RewardRuleCreate,
  RewardRuleCreate as RuleCreate,
} from '#contract/rewards';
import { rewardRules, rewards } from '#server/rewards/schema';
import { rewardColumnsOf, ruleColumnsOf } from '#server/rewards/shape';
import type { TestServer } from './harness';

let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};
/** Priorities far from the demo's and the tests' own. */
let priority = 5000;

/** A reward of 10 % on early bookings unless told otherwise. */
export const newReward = (over: Partial<RewardCreate> = {}): RewardCreate => ({
  name: `Reward ${next()}`,
  valueKind: 'percent',
  value: '10',
  target: 'Early booking',
  ...over,
});

export const newRewardRule = (
  rewardId: number,
  over: Partial<RewardRuleCreate> = {},
): RewardRuleCreate => ({
  name: `Reward rule ${next()}`,
  rewardId,
  priority: 1,
  ...over,
});

/** A reward of the application to look at, change or delete, written straight to its table. */
export async function addMatrixReward(server: TestServer, applicationId: number) {
  const fields = RewardCreate.parse(newReward({ name: `Matrix reward ${next()}` }));
  const [made] = await server.database.db
    .insert(rewards)
    .values({ applicationId, ...rewardColumnsOf(fields) })
    .returning({ id: rewards.id });
  if (!made) throw new Error('reward not added');
  return made.id;
}

/** A rule (and its own reward) of the application, at a priority no other rule has. */
export async function addMatrixRewardRule(server: TestServer, applicationId: number) {
  const rewardId = await addMatrixReward(server, applicationId);
  priority += 1;
  const fields = RuleCreate.parse(newRewardRule(rewardId, { priority }));
  const [made] = await server.database.db
    .insert(rewardRules)
    .values({ applicationId, ...ruleColumnsOf(fields) })
    .returning({ id: rewardRules.id });
  if (!made) throw new Error('reward rule not added');
  return made.id;
}
