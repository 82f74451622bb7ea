import { applicationPages } from '../../kit/application-pages';
import { levelAdd, levelRecord, levelRemove, levelsArea, levelsList } from './levels-area';

/** /tools/membership-levels; the spec gives a level one address, where `?edit` edits. */
export const membershipLevels = applicationPages('membershipId', levelsArea, {
  list: levelsList,
  remove: levelRemove,
  add: levelAdd,
  record: levelRecord,
});
