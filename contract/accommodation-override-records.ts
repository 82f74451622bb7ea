import * as z from 'zod';
import { FILE_URL, Id, line } from './input';
import { MSG } from './messages';
import { Stars } from './property-records';

/** Overrides of a supplier's property content (issue 30, tools/accommodation-overrides). */

export const MAX_OVERRIDE_IMAGES = 12;

export const OVERRIDE_TEXT = {
  propertyIdRequired: "The supplier's property id is required",
  propertyIdTaken: 'This supplier’s property already has an override in this application.',
  supplierUnknown: 'Choose an accommodation or package supplier of the directory',
  imageInvalid: 'An image is an https address or an image uploaded here',
  imageNotHere: 'Choose an image uploaded here',
  imageRejected: 'Choose a JPG, GIF or PNG image of at most 800 kB',
  imageTwice: 'This image is in the list twice',
  tooManyImages: `At most ${MAX_OVERRIDE_IMAGES} images`,
  nothing: 'Override at least one of the name, the images or the stars',
  added: 'Override added',
  updated: 'Override saved',
  removed: 'Override deleted',
} as const;

/** An https address a supplier publishes, with nothing that could break out of an attribute. */
const HTTPS_IMAGE = /^https:\/\/[^\s"'<>\\]{3,490}$/;
// One pattern rather than a refine, so the OpenAPI document carries the whole rule.
const IMAGE = new RegExp(`${FILE_URL.source}|${HTTPS_IMAGE.source}`);
const Image = line().max(500, MSG.maxLength(500)).regex(IMAGE, OVERRIDE_TEXT.imageInvalid);

export const OverrideFields = z.object({
  supplierId: Id,
  /** The property's id in the supplier's own system. */
  supplierPropertyId: line()
    .trim()
    .min(1, OVERRIDE_TEXT.propertyIdRequired)
    .max(50, MSG.maxLength(50)),
  /** The name the site shows instead of the supplier's; '' keeps the supplier's. */
  name: line().trim().max(100, MSG.maxLength(100)).default(''),
  /** Images shown instead of the supplier's, in order; none keeps the supplier's. */
  images: z.array(Image).max(MAX_OVERRIDE_IMAGES, OVERRIDE_TEXT.tooManyImages).default([]),
  /** Stars shown instead of the supplier's; null keeps the supplier's. */
  stars: Stars.nullable().default(null),
});
export type OverrideFields = z.output<typeof OverrideFields>;
export const OverrideCreate = OverrideFields.strict();
export type OverrideCreate = z.input<typeof OverrideCreate>;
export const OverrideUpdate = OverrideFields.extend({ version: Id }).strict();
export type OverrideUpdate = z.input<typeof OverrideUpdate>;

/** Field errors the schema cannot see alone: an override of nothing, an image twice. */
export function overrideProblems(o: OverrideFields): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (o.name === '' && o.images.length === 0 && o.stars === null) {
    errors.name = [OVERRIDE_TEXT.nothing];
  }
  if (new Set(o.images).size !== o.images.length) errors.images = [OVERRIDE_TEXT.imageTwice];
  return errors;
}

export const OverrideRow = z.object({
  overrideId: z.number().int(),
  supplierName: z.string(),
  supplierPropertyId: z.string(),
  name: z.string(),
  stars: z.number().int().nullable(),
  images: z.number().int(),
});
export type OverrideRow = z.infer<typeof OverrideRow>;

export const Override = OverrideFields.extend({
  overrideId: z.number().int(),
  supplierName: z.string(),
  companyId: z.number().int(),
  created: z.string(),
  updated: z.string(),
  version: z.number().int(),
});
export type Override = z.infer<typeof Override>;

export const OverrideSupplier = z.object({ supplierId: z.number().int(), name: z.string() });
