/**
 * Where location normalisation's pages live (spec, "Platform admin layout"), relative to the
 * nested /admin router they render in. A normalised location is addressed by country and name.
 */
export const locationPaths = {
  list: '/locationNormalisation',
  location: (countryCode: string, name: string) =>
    `/locationNormalisation/${countryCode}/${encodeURIComponent(name)}`,
};

/** Every query of the area starts here: a mapping refreshes what the other page shows. */
export const LOCATIONS_KEY = ['locationNormalisation'] as const;
