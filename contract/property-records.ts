import * as z from 'zod';
import { COUNTRIES } from './constants';
import { day, FILE_URL, freeText, Id, line } from './input';
import { MSG } from './messages';
import { Currency, Money } from './money';
import { PRODUCT_TYPES } from './supplier-records';

/** An application's own properties and their offers (issue 30, tools/propertyContent). */

export const MAX_PROPERTY_IMAGES = 12;
export const MAX_FACILITIES = 40;
export const MIN_STARS = 1;
export const MAX_STARS = 5;

export const PROPERTY_TEXT = {
  nameRequired: 'Name is required',
  nameTaken: 'Another property of this application has this name.',
  locationRequired: 'Location name is required',
  unknownLocation:
    'Unknown location: pick a normalised location of the country (supplier names are mapped under Location Normalisation)',
  stars: `Stars are a whole number from ${MIN_STARS} to ${MAX_STARS}`,
  imageInvalid: 'Choose an image uploaded here',
  imageRejected: 'Choose a JPG, GIF or PNG image of at most 800 kB',
  imageTwice: 'This image is in the list twice',
  tooManyImages: `At most ${MAX_PROPERTY_IMAGES} images`,
  tooManyFacilities: `At most ${MAX_FACILITIES} facilities`,
  facilityTwice: 'A facility is in the list twice',
  country: 'Choose a country',
  datesInverted: 'The offer ends before it starts',
  added: 'Property added',
  updated: 'Property saved',
  removed: 'Property deleted',
} as const;

const text = (max: number) => line().trim().max(max, MSG.maxLength(max));
const optional = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]).default('');

export const Stars = z
  .number({ error: PROPERTY_TEXT.stars })
  .int({ error: PROPERTY_TEXT.stars })
  .min(MIN_STARS, PROPERTY_TEXT.stars)
  .max(MAX_STARS, PROPERTY_TEXT.stars);

export const PropertyFields = z.object({
  name: text(100).min(1, PROPERTY_TEXT.nameRequired),
  description: freeText().trim().max(4000, MSG.maxLength(4000)).default(''),
  productType: z.enum(PRODUCT_TYPES).default('Accommodation'),
  /** Images uploaded through the property upload, in the order the site shows them. */
  images: z
    .array(line().regex(FILE_URL, PROPERTY_TEXT.imageInvalid))
    .max(MAX_PROPERTY_IMAGES, PROPERTY_TEXT.tooManyImages)
    .default([]),
  facilities: z
    .array(text(60).min(1))
    .max(MAX_FACILITIES, PROPERTY_TEXT.tooManyFacilities)
    .default([]),
  countryCode: z.enum(COUNTRIES, { error: PROPERTY_TEXT.country }),
  locationName: text(100).min(1, PROPERTY_TEXT.locationRequired),
  stars: Stars,
  /** The lowest price an offer starts at, in `currency`. */
  fromPrice: Money,
  currency: Currency,
  offerFrom: optional(day()),
  offerTo: optional(day()),
});
export type PropertyFields = z.output<typeof PropertyFields>;
export const PropertyCreate = PropertyFields.strict();
export type PropertyCreate = z.input<typeof PropertyCreate>;
export const PropertyUpdate = PropertyFields.extend({ version: Id }).strict();
export type PropertyUpdate = z.input<typeof PropertyUpdate>;

/** Field errors the schema cannot see alone: dates the wrong way round, a list with repeats. */
export function propertyProblems(p: PropertyFields): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (p.offerFrom && p.offerTo && p.offerTo < p.offerFrom) {
    errors.offerTo = [PROPERTY_TEXT.datesInverted];
  }
  if (new Set(p.images).size !== p.images.length) errors.images = [PROPERTY_TEXT.imageTwice];
  const facilities = p.facilities.map((f) => f.toLowerCase());
  if (new Set(facilities).size !== facilities.length) {
    errors.facilities = [PROPERTY_TEXT.facilityTwice];
  }
  return errors;
}

export const PropertyRow = z.object({
  propertyId: z.number().int(),
  name: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  /** "Malaga, ES". */
  location: z.string(),
  stars: z.number().int(),
  fromPrice: z.string(),
  currency: z.string(),
  offerFrom: z.string(),
  offerTo: z.string(),
  /** The first image, or ''. */
  imageUrl: z.string(),
});
export type PropertyRow = z.infer<typeof PropertyRow>;

export const Property = PropertyFields.extend({
  propertyId: z.number().int(),
  companyId: z.number().int(),
  created: z.string(),
  updated: z.string(),
  version: z.number().int(),
});
export type Property = z.infer<typeof Property>;
