import { crud, scoped } from '../access';
import { defineArea } from '../area';
import { TOOLS_PERMISSION, TOOLS_ACCESS as tools } from './tools';

const ops = crud(tools, tools);
const history = scoped.company(TOOLS_PERMISSION);

/**
 * An application's location tools: location lists (countries → regions → cities), the top
 * locations the site features (which may link to a list's entry, so they are one area with
 * one seed) and a flight search partner's location codes mapped to IATA airports.
 */
export const locationsArea = defineArea({
  name: 'locations',
  noun: { one: 'location', many: 'locations' },
  scope: 'application',
  feature: 'tools',
  audit: {
    locationLists: { label: 'Location lists', history },
    locations: { label: 'Locations', history },
    topLocations: { label: 'Top locations', history },
    flightPartnerLocations: { label: 'Flight search partner locations', history },
  },
  access: {
    locationLists: ops,
    locations: ops,
    topLocations: { ...ops, ordered: tools, reorder: tools, linkable: tools },
    flightPartnerLocations: ops,
  },
});
