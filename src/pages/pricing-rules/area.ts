import { pricingRulesArea } from '#contract/areas/pricing-rules';
import { defineClientArea, namedPage } from '../../kit/area';

const pages = () => import('./pages');

/** An application's pricing rules; `add` before its `:id` siblings. */
export const pricingRulesClient = defineClientArea({
  area: pricingRulesArea,
  pages: [
    {
      path: '/pricingRules',
      access: 'pricingRules.list',
      page: namedPage(pages, (m) => m.pricingRules.ListPage),
    },
    {
      path: '/pricingRules/add',
      access: 'pricingRules.create',
      page: namedPage(pages, (m) => m.pricingRules.AddPage),
    },
    {
      path: '/pricingRules/:pricingRuleId/edit',
      access: 'pricingRules.update',
      page: namedPage(pages, (m) => m.pricingRules.EditPage),
    },
    {
      path: '/pricingRules/:pricingRuleId/view',
      access: 'pricingRules.get',
      page: namedPage(pages, (m) => m.pricingRules.ViewPage),
    },
  ],
  // The demo application's first rule (server/pricing-rules/demo.ts).
  examples: { pricingRuleId: '1' },
  nav: [
    {
      id: 'app-pricing-rules',
      label: 'Pricing rules',
      path: '/pricingRules',
      group: 'suppliers',
      icon: 'mixer',
    },
    {
      id: 'add-pricing-rule',
      label: 'New pricing rule',
      path: '/pricingRules/add',
      group: 'create',
      icon: 'plus',
    },
  ],
});
