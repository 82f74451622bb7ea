import { rewardsArea } from '#contract/areas/rewards';
import { defineServerArea } from '#server/kit/area';
import { seedDemoRewards } from './demo';
import { rewardRulesRouter, rewardsRouter } from './routes';

export const rewardsServer = defineServerArea({
  area: rewardsArea,
  routers: { rewards: rewardsRouter, rewardRules: rewardRulesRouter },
  seedApplication: (tx, applicationId) => seedDemoRewards(tx, applicationId),
});
