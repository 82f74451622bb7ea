import { locationNormalisationArea } from '#contract/areas/location-normalisation';
import { defineClientArea, namedPage } from '../../kit/area';

const pages = () => import('./pages');

/** In the admin layout: platform admins only (the server answers 404 to anyone else). */
export const locationNormalisationClient = defineClientArea({
  area: locationNormalisationArea,
  pages: [
    { path: '/locationNormalisation', page: namedPage(pages, (m) => m.LocationNamesPage) },
    {
      path: '/locationNormalisation/:countryCode/:normalisedName',
      page: namedPage(pages, (m) => m.NormalisedLocationPage),
    },
  ],
  nav: [
    {
      id: 'admin-location-normalisation',
      label: 'Location normalisation',
      path: '/locationNormalisation',
      icon: 'globe',
    },
  ],
  // A demo place (server/location-normalisation/demo.ts) with three supplier names mapped to it.
  examples: { countryCode: 'ES', normalisedName: 'Barcelona' },
});
