import { crud, scoped } from '../access';
import { defineArea } from '../area';
import { TOOLS_PERMISSION, TOOLS_ACCESS as tools } from './tools';

/** An application's own conversion rates (a tool), each change in its History. */
export const appExchangeRatesArea = defineArea({
  name: 'app-exchange-rates',
  noun: { one: 'exchange rate', many: 'exchange rates' },
  scope: 'application',
  feature: 'tools',
  audit: {
    appExchangeRates: {
      label: 'Exchange rates (tools)',
      history: scoped.company(TOOLS_PERMISSION),
    },
  },
  access: {
    appExchangeRates: crud(tools, tools),
  },
});
