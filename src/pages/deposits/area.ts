import { depositsArea } from '#contract/areas/deposits';
import { defineClientArea, namedPage } from '../../kit/area';

const pages = () => import('./pages');

/** An application's deposit options and rules (spec section 2); `add` before its `:id` siblings. */
export const depositsClient = defineClientArea({
  area: depositsArea,
  pages: [
    {
      path: '/depositoptions',
      access: 'depositOptions.list',
      page: namedPage(pages, (m) => m.depositOptions.ListPage),
    },
    {
      path: '/depositoptions/add',
      access: 'depositOptions.create',
      page: namedPage(pages, (m) => m.depositOptions.AddPage),
    },
    {
      path: '/depositoptions/:depositOptionId/edit',
      access: 'depositOptions.update',
      page: namedPage(pages, (m) => m.depositOptions.EditPage),
    },
    {
      path: '/depositoptions/:depositOptionId/view',
      access: 'depositOptions.get',
      page: namedPage(pages, (m) => m.depositOptions.ViewPage),
    },
    {
      path: '/depositrules',
      access: 'depositRules.list',
      page: namedPage(pages, (m) => m.depositRules.ListPage),
    },
    {
      path: '/depositrules/add',
      access: 'depositRules.create',
      page: namedPage(pages, (m) => m.depositRules.AddPage),
    },
    {
      path: '/depositrules/:depositRuleId/edit',
      access: 'depositRules.update',
      page: namedPage(pages, (m) => m.depositRules.EditPage),
    },
    {
      path: '/depositrules/:depositRuleId/view',
      access: 'depositRules.get',
      page: namedPage(pages, (m) => m.depositRules.ViewPage),
    },
  ],
  // The demo application's first option and rule (server/deposits/demo.ts).
  examples: { depositOptionId: '1', depositRuleId: '1' },
  nav: [
    {
      id: 'app-deposit-options',
      label: 'Deposit options',
      path: '/depositoptions',
      group: 'rules',
      icon: 'calendar',
    },
    {
      id: 'app-deposit-rules',
      label: 'Deposit rules',
      path: '/depositrules',
      group: 'rules',
      icon: 'list',
    },
    {
      id: 'add-deposit-option',
      label: 'New deposit option',
      path: '/depositoptions/add',
      group: 'create',
      icon: 'plus',
    },
    {
      id: 'add-deposit-rule',
      label: 'New deposit rule',
      path: '/depositrules/add',
      group: 'create',
      icon: 'plus',
    },
  ],
});
