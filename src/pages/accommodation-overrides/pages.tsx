import { applicationPages } from '../../kit/application-pages';
import {
  overrideAdd,
  overrideRecord,
  overrideRemove,
  overridesArea,
  overridesList,
} from './overrides-area';

/** /tools/accommodation-overrides; an override's one address, where `?edit` edits. */
export const overrides = applicationPages('overrideId', overridesArea, {
  list: overridesList,
  remove: overrideRemove,
  add: overrideAdd,
  record: overrideRecord,
});
