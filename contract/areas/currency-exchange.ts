import { crud, scoped } from '../access';
import { defineArea } from '../area';

const read = scoped.application('app_currex_read', 'currency-exchange');
const edit = scoped.application('app_currex_edit', 'currency-exchange');
const history = scoped.company('app_currex_read');

/**
 * An application's currency exchange (issue 30): its branches, delivery-fee bands, currencies
 * and their exchange rates, which booking sites read with the ingestion key.
 */
export const currencyExchangeArea = defineArea({
  name: 'currency-exchange',
  noun: { one: 'currency', many: 'currencies' },
  scope: 'application',
  feature: 'currency-exchange',
  audit: {
    currexBranches: { label: 'Branches', history },
    currexDeliveryFees: { label: 'Delivery fees', history },
    currexCurrencies: { label: 'Currencies', history },
    currexRates: { label: 'Exchange rates', history },
  },
  access: {
    currexBranches: crud(read, edit),
    currexDeliveryFees: crud(read, edit),
    currexCurrencies: { list: read, create: edit, get: read, update: edit },
    currexRates: { list: read, get: read, update: edit, history: read },
    currexFeed: { read: { scope: 'ingestionKey' } },
  },
});
