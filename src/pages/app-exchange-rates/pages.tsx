import { applicationPages } from '../../kit/application-pages';
import { rateAdd, rateRecord, rateRemove, ratesArea, ratesList } from './rates-area';

/** /tools/exchange-rates; a rate's one address, where `?edit` edits. */
export const rates = applicationPages('rateId', ratesArea, {
  list: ratesList,
  remove: rateRemove,
  add: rateAdd,
  record: rateRecord,
});
