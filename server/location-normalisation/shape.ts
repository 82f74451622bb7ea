import {
  LOCATION_SOURCES,
  type LocationName,
  type LocationNameRow,
} from '#contract/location-normalisation';

export type StoredName = {
  id: number;
  countryCode: string;
  name: string;
  source: string;
  normalisedName: string | null;
  updatedAt: Date | string;
};

const sourceOf = (s: string) => LOCATION_SOURCES.find((known) => known === s) ?? 'orders';

export const nameOf = (r: StoredName): LocationName => ({
  nameId: r.id,
  countryCode: r.countryCode,
  name: r.name,
  normalisedName: r.normalisedName,
  source: sourceOf(r.source),
  updated: new Date(r.updatedAt).toISOString(),
});

export const nameRowOf = (r: StoredName & { suggestions: string[] | null }): LocationNameRow => ({
  ...nameOf(r),
  suggestions: r.suggestions ?? [],
});
