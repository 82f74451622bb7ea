import * as z from 'zod';

/** A reward a quoted basket earns (issue 29): which, by which rule, and what it is worth. */
export const RewardEarned = z.object({
  rewardId: z.number().int(),
  name: z.string(),
  target: z.string(),
  ruleId: z.number().int(),
  ruleName: z.string(),
  /** In the basket's currency, a decimal string. */
  amount: z.string(),
});
export type RewardEarned = z.infer<typeof RewardEarned>;

/** The quote's `rewards`: every reward the basket earns, none when no rule matches. */
export const RewardsEarned = z.array(RewardEarned);
