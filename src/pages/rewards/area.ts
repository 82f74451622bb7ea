import { rewardsArea } from '#contract/areas/rewards';
import { defineClientArea, namedPage } from '../../kit/area';

const pages = () => import('./pages');

/** An application's rewards and reward rules (tools); each `new` before its `:id` siblings. */
export const rewardsClient = defineClientArea({
  area: rewardsArea,
  pages: [
    {
      path: '/tools/rewards',
      access: 'rewards.list',
      page: namedPage(pages, (m) => m.rewards.ListPage),
    },
    {
      path: '/tools/rewards/new',
      access: 'rewards.create',
      page: namedPage(pages, (m) => m.rewards.AddPage),
    },
    {
      path: '/tools/rewards/:rewardId',
      access: 'rewards.update',
      page: namedPage(pages, (m) => m.rewards.EditPage),
    },
    {
      path: '/tools/rewards/:rewardId/view',
      access: 'rewards.get',
      page: namedPage(pages, (m) => m.rewards.ViewPage),
    },
    {
      path: '/tools/rewardRules',
      access: 'rewardRules.list',
      page: namedPage(pages, (m) => m.rewardRules.ListPage),
    },
    {
      path: '/tools/rewardRules/new',
      access: 'rewardRules.create',
      page: namedPage(pages, (m) => m.rewardRules.AddPage),
    },
    {
      path: '/tools/rewardRules/:ruleId',
      access: 'rewardRules.update',
      page: namedPage(pages, (m) => m.rewardRules.EditPage),
    },
    {
      path: '/tools/rewardRules/:ruleId/view',
      access: 'rewardRules.get',
      page: namedPage(pages, (m) => m.rewardRules.ViewPage),
    },
  ],
  // The demo application's first reward and rule (server/rewards/demo.ts).
  examples: { rewardId: '1', ruleId: '1' },
  nav: [
    {
      id: 'app-rewards',
      label: 'Rewards',
      path: '/tools/rewards',
      group: 'tools',
      icon: 'star',
      description:
        'What a booking earns: early booking, late availability, hotel and package offers.',
    },
    {
      id: 'app-reward-rules',
      label: 'Reward rules',
      path: '/tools/rewardRules',
      group: 'tools',
      icon: 'mixer',
      description: 'When a booking earns a reward: days before travel, spend, products, levels.',
    },
    {
      id: 'add-reward',
      label: 'New reward',
      path: '/tools/rewards/new',
      group: 'create',
      icon: 'plus',
    },
    {
      id: 'add-reward-rule',
      label: 'New reward rule',
      path: '/tools/rewardRules/new',
      group: 'create',
      icon: 'plus',
    },
  ],
});
