import { defineArea } from '../area';

/**
 * The platform admin's location normalisation: each supplier's own name for a place, per
 * country, mapped onto one normalised name that pricing-rule destinations and reports use. The
 * names belong to no company: their trail is the platform's.
 */
export const locationNormalisationArea = defineArea({
  name: 'location-normalisation',
  noun: { one: 'location name', many: 'location names' },
  scope: 'platform',
  audit: {
    locationNames: { label: 'Supplier location names', history: { scope: 'platformAdmin' } },
    normalisedLocations: { label: 'Normalised locations', history: { scope: 'platformAdmin' } },
  },
  access: { locationNormalisation: {} },
});
