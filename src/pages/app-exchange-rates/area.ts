import { appExchangeRatesArea } from '#contract/areas/app-exchange-rates';
import { defineClientArea, namedPage } from '../../kit/area';

const pages = () => import('./pages');

/** An application's own conversion rates (a tool); the spec names the list, the rest follow it. */
export const appExchangeRatesClient = defineClientArea({
  area: appExchangeRatesArea,
  pages: [
    {
      path: '/tools/exchange-rates',
      access: 'appExchangeRates.list',
      page: namedPage(pages, (m) => m.rates.ListPage),
    },
    {
      path: '/tools/exchange-rates/new',
      access: 'appExchangeRates.create',
      page: namedPage(pages, (m) => m.rates.AddPage),
    },
    {
      path: '/tools/exchange-rates/:rateId',
      access: 'appExchangeRates.get',
      page: namedPage(pages, (m) => m.rates.RecordPage),
    },
  ],
  // The demo application's first rate (server/app-exchange-rates/demo.ts).
  examples: { rateId: '1' },
  nav: [
    {
      id: 'app-exchange-rates-tool',
      label: 'Exchange rates',
      path: '/tools/exchange-rates',
      group: 'tools',
      icon: 'tokens',
      description: 'Your own conversion rates, used when a price must change currency.',
    },
    {
      id: 'add-app-exchange-rate',
      label: 'New exchange rate',
      path: '/tools/exchange-rates/new',
      group: 'create',
      icon: 'plus',
    },
  ],
});
