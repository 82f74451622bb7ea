import { locationsArea } from '#contract/areas/locations';
import { defineClientArea, namedPage } from '../../kit/area';

const pages = () => import('./pages');
const lists = '/tools/location-lists';
const tops = '/tools/top-locations';
// The spec gives this tool's /new and /{locationId}/edit pages but no base: named like its page.
const partners = '/tools/flight-search-partner-locations';

/**
 * An application's location tools (spec section 2): location lists by level, top locations and
 * flight search partner locations; each `new` before its `:id` sibling.
 */
export const locationsClient = defineClientArea({
  area: locationsArea,
  pages: [
    {
      path: lists,
      access: 'locationLists.list',
      page: namedPage(pages, (m) => m.LocationListsPage),
    },
    {
      path: `${lists}/new`,
      access: 'locationLists.create',
      page: namedPage(pages, (m) => m.LocationListAddPage),
    },
    {
      path: `${lists}/:locationListId/edit`,
      access: 'locationLists.get',
      page: namedPage(pages, (m) => m.LocationListPage),
    },
    {
      path: `${lists}/:locationListId/level1`,
      access: 'locations.list',
      page: namedPage(pages, (m) => m.Level1Page),
    },
    {
      path: `${lists}/:locationListId/new`,
      access: 'locations.create',
      page: namedPage(pages, (m) => m.LocationAddPage),
    },
    {
      path: `${lists}/:locationListId/:locationId/level2`,
      access: 'locations.list',
      page: namedPage(pages, (m) => m.Level2Page),
      // Spain, the demo list's first country (server/locations/demo.ts).
      examples: { locationId: '1' },
    },
    {
      path: `${lists}/:locationListId/:locationId/level3`,
      access: 'locations.list',
      page: namedPage(pages, (m) => m.Level3Page),
      // Andalusia, Spain's first region.
      examples: { locationId: '4' },
    },
    {
      path: `${lists}/:locationListId/:locationId/edit`,
      access: 'locations.get',
      page: namedPage(pages, (m) => m.LocationPage),
      // Málaga, a city.
      examples: { locationId: '9' },
    },
    { path: tops, access: 'topLocations.list', page: namedPage(pages, (m) => m.TopLocationsPage) },
    {
      path: `${tops}/new`,
      access: 'topLocations.create',
      page: namedPage(pages, (m) => m.TopLocationAddPage),
    },
    {
      path: `${tops}/:topLocationId`,
      access: 'topLocations.get',
      page: namedPage(pages, (m) => m.TopLocationPage),
    },
    {
      path: partners,
      access: 'flightPartnerLocations.list',
      page: namedPage(pages, (m) => m.PartnerLocationsPage),
    },
    {
      path: `${partners}/new`,
      access: 'flightPartnerLocations.create',
      page: namedPage(pages, (m) => m.PartnerLocationAddPage),
    },
    {
      path: `${partners}/:locationId/edit`,
      access: 'flightPartnerLocations.get',
      page: namedPage(pages, (m) => m.PartnerLocationPage),
      examples: { locationId: '1' },
    },
  ],
  // The demo application's first list and top location (server/locations/demo.ts).
  examples: { locationListId: '1', topLocationId: '1' },
  nav: [
    {
      id: 'app-location-lists',
      label: 'Location lists',
      path: lists,
      group: 'tools',
      icon: 'globe',
      description: 'Named lists of places: countries, their regions and their cities.',
    },
    {
      id: 'app-top-locations',
      label: 'Top locations',
      path: tops,
      group: 'tools',
      icon: 'star',
      description: 'The destinations the site features, in the order it shows them.',
    },
    {
      id: 'app-flight-partner-locations',
      label: 'Flight search partner locations',
      path: partners,
      group: 'tools',
      icon: 'place',
      description: 'A flight search partner’s location codes mapped to IATA airport codes.',
    },
  ],
});
