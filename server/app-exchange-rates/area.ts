import { appExchangeRatesArea } from '#contract/areas/app-exchange-rates';
import { defineServerArea } from '#server/kit/area';
import { seedDemoRates } from './demo';
import { appExchangeRatesRouter } from './routes';

export const appExchangeRatesServer = defineServerArea({
  area: appExchangeRatesArea,
  routers: { appExchangeRates: appExchangeRatesRouter },
  seedApplication: (tx, applicationId) => seedDemoRates(tx, applicationId),
});
