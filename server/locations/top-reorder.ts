import { LOCATION_TEXT } from '#contract/locations';
import { reorderOf } from '#server/kit/renumber';
import { topLocations } from './schema';
import { touchTops } from './top-store';

/**
 * Renumbers every top location of the application 1, 2, 3… in the order sent, as pricing and
 * deposit rules are reordered (server/kit/renumber.ts).
 */
export const reorderTopLocations = reorderOf({
  table: topLocations,
  rank: { column: topLocations.position, name: 'position' },
  lock: touchTops,
  orderChanged: LOCATION_TEXT.orderChanged,
  area: 'topLocations',
});
