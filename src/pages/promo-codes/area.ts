import { promoCodesArea } from '#contract/areas/promo-codes';
import { defineClientArea, namedPage } from '../../kit/area';

const pages = () => import('./pages');

/** An application's promo code rules and codes; each `add` before its `:id` siblings. */
export const promoCodesClient = defineClientArea({
  area: promoCodesArea,
  pages: [
    {
      path: '/voucherRules',
      access: 'voucherRules.list',
      page: namedPage(pages, (m) => m.voucherRules.ListPage),
    },
    {
      path: '/voucherRules/add',
      access: 'voucherRules.create',
      page: namedPage(pages, (m) => m.voucherRules.AddPage),
    },
    {
      path: '/voucherRules/:voucherRuleId/edit',
      access: 'voucherRules.update',
      page: namedPage(pages, (m) => m.voucherRules.EditPage),
    },
    {
      path: '/voucherRules/:voucherRuleId/view',
      access: 'voucherRules.get',
      page: namedPage(pages, (m) => m.voucherRules.ViewPage),
    },
    {
      path: '/voucherCodes',
      access: 'voucherCodes.list',
      page: namedPage(pages, (m) => m.voucherCodes.ListPage),
    },
    {
      path: '/voucherCodes/add',
      access: 'voucherCodes.create',
      page: namedPage(pages, (m) => m.voucherCodes.AddPage),
    },
    {
      path: '/voucherCodes/:voucherCodeId/edit',
      access: 'voucherCodes.update',
      page: namedPage(pages, (m) => m.voucherCodes.EditPage),
    },
    {
      path: '/voucherCodes/:voucherCodeId/view',
      access: 'voucherCodes.get',
      page: namedPage(pages, (m) => m.voucherCodes.ViewPage),
    },
  ],
  // The demo application's first rule and code (server/promo-codes/demo.ts).
  examples: { voucherRuleId: '1', voucherCodeId: '1' },
  nav: [
    {
      id: 'app-voucher-rules',
      label: 'Promo Code Rules',
      path: '/voucherRules',
      group: 'rules',
      icon: 'tokens',
    },
    {
      id: 'app-voucher-codes',
      label: 'Promo Codes',
      path: '/voucherCodes',
      group: 'rules',
      icon: 'idCard',
    },
    {
      id: 'add-voucher-rule',
      label: 'New promo code rule',
      path: '/voucherRules/add',
      group: 'create',
      icon: 'plus',
    },
    {
      id: 'add-voucher-code',
      label: 'New promo code',
      path: '/voucherCodes/add',
      group: 'create',
      icon: 'plus',
    },
  ],
});
