import { fromMinor, toMinor } from '#contract/money';
import type { Property, PropertyFields, PropertyRow } from '#contract/property-content';
import type { properties } from './schema';

type Stored = typeof properties.$inferSelect;

/** The columns a form's fields are stored in: the price in minor units, never a float. */
export const propertyColumnsOf = (f: PropertyFields) => ({
  name: f.name,
  description: f.description,
  productType: f.productType,
  images: f.images,
  facilities: f.facilities,
  countryCode: f.countryCode,
  locationName: f.locationName,
  stars: f.stars,
  fromPriceMinor: toMinor(f.fromPrice) ?? 0,
  currency: f.currency,
  offerFrom: f.offerFrom === '' ? null : f.offerFrom,
  offerTo: f.offerTo === '' ? null : f.offerTo,
});

export const propertyFieldsOf = (r: Stored): PropertyFields => ({
  name: r.name,
  description: r.description,
  productType: r.productType as PropertyFields['productType'],
  images: r.images,
  facilities: r.facilities,
  countryCode: r.countryCode as PropertyFields['countryCode'],
  locationName: r.locationName,
  stars: r.stars,
  fromPrice: fromMinor(r.fromPriceMinor),
  currency: r.currency,
  offerFrom: r.offerFrom ?? '',
  offerTo: r.offerTo ?? '',
});

export const propertyRowOf = (r: Stored): PropertyRow => ({
  propertyId: r.id,
  name: r.name,
  productType: r.productType as PropertyRow['productType'],
  location: `${r.locationName}, ${r.countryCode}`,
  stars: r.stars,
  fromPrice: fromMinor(r.fromPriceMinor),
  currency: r.currency,
  offerFrom: r.offerFrom ?? '',
  offerTo: r.offerTo ?? '',
  imageUrl: r.images[0] ?? '',
});

export const propertyOf = (r: Stored, companyId: number): Property => ({
  ...propertyFieldsOf(r),
  propertyId: r.id,
  companyId,
  created: new Date(r.createdAt).toISOString(),
  updated: new Date(r.updatedAt).toISOString(),
  version: r.version,
});
