import { crud, scoped } from '../access';
import { defineArea } from '../area';
import { TOOLS_ACCESS, TOOLS_PERMISSION } from './tools';

// Spec section 6: tools need any integrations permission, to read and to change alike.
const tools = TOOLS_ACCESS;

/**
 * An application's rewards and the rules that decide when a booking earns one (issue 29); the
 * pricing quote lists the rewards a basket earns.
 */
export const rewardsArea = defineArea({
  name: 'rewards',
  noun: { one: 'reward', many: 'rewards' },
  scope: 'application',
  feature: 'tools',
  audit: {
    rewards: { label: 'Rewards', history: scoped.company(TOOLS_PERMISSION) },
    rewardRules: { label: 'Reward rules', history: scoped.company(TOOLS_PERMISSION) },
  },
  access: {
    rewards: {
      ...crud(tools, tools),
      uploadImage: tools,
    },
    rewardRules: crud(tools, tools),
  },
});
