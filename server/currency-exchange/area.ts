import { currencyExchangeArea } from '#contract/areas/currency-exchange';
import { defineServerArea } from '#server/kit/area';
import { seedDemoCurrencyExchange } from './demo';
import {
  currexBranchesRouter,
  currexCurrenciesRouter,
  currexDeliveryFeesRouter,
  currexFeedRouter,
  currexRatesRouter,
} from './routes';

export const currencyExchangeServer = defineServerArea({
  area: currencyExchangeArea,
  routers: {
    currexBranches: currexBranchesRouter,
    currexDeliveryFees: currexDeliveryFeesRouter,
    currexCurrencies: currexCurrenciesRouter,
    currexRates: currexRatesRouter,
    currexFeed: currexFeedRouter,
  },
  seedApplication: (tx, applicationId) => seedDemoCurrencyExchange(tx, applicationId),
});
