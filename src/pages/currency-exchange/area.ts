import { currencyExchangeArea } from '#contract/areas/currency-exchange';
import { defineClientArea, namedPage } from '../../kit/area';

const pages = () => import('./pages');
const rates = () => import('./RateManagerPage');

/** An application's currency exchange (spec section 2); each `add` before its `:id` sibling. */
export const currencyExchangeClient = defineClientArea({
  area: currencyExchangeArea,
  pages: [
    {
      path: '/currencyExchange',
      access: 'currexCurrencies.list',
      page: namedPage(pages, (m) => m.CurrencyExchangePage),
    },
    {
      path: '/branches',
      access: 'currexBranches.list',
      page: namedPage(pages, (m) => m.BranchesListPage),
    },
    {
      path: '/branches/add',
      access: 'currexBranches.create',
      page: namedPage(pages, (m) => m.BranchAddPage),
    },
    {
      path: '/branches/:branchId/edit',
      access: 'currexBranches.get',
      page: namedPage(pages, (m) => m.BranchEditPage),
    },
    {
      path: '/deliveryfees',
      access: 'currexDeliveryFees.list',
      page: namedPage(pages, (m) => m.DeliveryFeesListPage),
    },
    {
      path: '/deliveryfees/add',
      access: 'currexDeliveryFees.create',
      page: namedPage(pages, (m) => m.DeliveryFeeAddPage),
    },
    {
      path: '/deliveryfees/:deliveryFeeId',
      access: 'currexDeliveryFees.get',
      page: namedPage(pages, (m) => m.DeliveryFeeEditPage),
    },
    {
      path: '/currencyManager',
      access: 'currexCurrencies.list',
      page: namedPage(pages, (m) => m.CurrenciesListPage),
    },
    {
      path: '/currencies/add',
      access: 'currexCurrencies.create',
      page: namedPage(pages, (m) => m.CurrencyAddPage),
    },
    {
      path: '/currencies/:currencyId',
      access: 'currexCurrencies.get',
      page: namedPage(pages, (m) => m.CurrencyEditPage),
    },
    {
      path: '/exchangeRateManager',
      access: 'currexRates.list',
      page: namedPage(rates, (m) => m.RateManagerPage),
    },
  ],
  // The demo application's first rows (server/currency-exchange/demo.ts).
  examples: { branchId: '1', deliveryFeeId: '1', currencyId: '1' },
  nav: [
    {
      id: 'app-currency-exchange',
      label: 'Currency exchange',
      path: '/currencyExchange',
      group: 'currency',
      icon: 'cards',
    },
    {
      id: 'app-currex-branches',
      label: 'Branches',
      path: '/branches',
      group: 'currency',
      icon: 'place',
    },
    {
      id: 'app-currex-delivery-fees',
      label: 'Delivery fees',
      path: '/deliveryfees',
      group: 'currency',
      icon: 'backpack',
    },
    {
      id: 'app-currex-currencies',
      label: 'Currency manager',
      path: '/currencyManager',
      group: 'currency',
      icon: 'tokens',
    },
    {
      id: 'app-currex-rates',
      label: 'Exchange rate manager',
      path: '/exchangeRateManager',
      group: 'currency',
      icon: 'chart',
    },
    {
      id: 'add-currex-branch',
      label: 'New branch',
      path: '/branches/add',
      group: 'create',
      icon: 'plus',
    },
    {
      id: 'add-currex-delivery-fee',
      label: 'New delivery fee',
      path: '/deliveryfees/add',
      group: 'create',
      icon: 'plus',
    },
    {
      id: 'add-currex-currency',
      label: 'New currency',
      path: '/currencies/add',
      group: 'create',
      icon: 'plus',
    },
  ],
});
