import * as z from 'zod';
import { line } from './input';
import { ISO_COUNTRY_CODES } from './iso-countries';
import { MSG } from './messages';

/** Location normalisation (issue 28): suppliers' own place names mapped onto one name each. */

export const LOCATION_LIMITS = {
  name: 100,
  /** An upload's rows: a directory's worth of places, not a gazetteer. */
  importRows: 5000,
  importBytes: 2 * 1024 * 1024,
  importInflatedBytes: 40 * 1024 * 1024,
  /** The supplier names a normalised location's page lists. */
  namesShown: 500,
} as const;

export const LOCATION_TEXT = {
  countryInvalid: 'Enter an ISO 3166-1 two-letter country code, such as ES',
  nameRequired: 'Supplier location name is required',
  normalisedRequired: 'Normalised name is required',
  nameTaken: 'This country already has a normalised location of this name.',
  mapped: 'Location name mapped',
  unmapped: 'Location name unmapped',
  renamed: 'Normalised location renamed',
  imported: (added: number, mapped: number) =>
    `Import done: ${added} names added, ${mapped} mapped.`,
  importRefused: 'Nothing was imported: correct the rows below and upload the file again.',
  notSpreadsheet: 'The file is not an Excel spreadsheet (.xlsx).',
  tooLarge: `The file is larger than ${LOCATION_LIMITS.importBytes / 1024 / 1024} MB.`,
  inflatesTooMuch: 'The spreadsheet unpacks to more data than is safe to read.',
  tooManyRows: `The spreadsheet has more than ${LOCATION_LIMITS.importRows.toLocaleString('en')} rows.`,
  empty: 'The spreadsheet has no location names in it.',
  wrongColumns:
    'The first row must name the columns Country code, Supplier location name and, optionally, Normalised name.',
  duplicateRow: (row: number) => `Same country and name as row ${row}`,
} as const;

/** The upload's columns, in order; the last may be left out. */
export const LOCATION_SHEET_COLUMNS = [
  'Country code',
  'Supplier location name',
  'Normalised name',
] as const;

/** Where a name came from: an ingested order item or a spreadsheet upload. */
export const LOCATION_SOURCES = ['orders', 'upload'] as const;
export type LocationSource = (typeof LOCATION_SOURCES)[number];

/** ISO 3166-1 alpha-2, in capitals (an enum, so the OpenAPI document lists every code). */
export const CountryCode = z.enum(ISO_COUNTRY_CODES, { error: LOCATION_TEXT.countryInvalid });

const name = (required: string) =>
  line().trim().min(1, required).max(LOCATION_LIMITS.name, MSG.maxLength(LOCATION_LIMITS.name));

export const SupplierLocationName = name(LOCATION_TEXT.nameRequired);
export const NormalisedName = name(LOCATION_TEXT.normalisedRequired);

/** Map one supplier name: onto an existing normalised location of its country, or a new one. */
export const MapBody = z.strictObject({ normalisedName: NormalisedName });
export type MapBody = z.input<typeof MapBody>;

/** Rename a normalised location; every name mapped to it stays mapped. */
export const RenameBody = z.strictObject({ name: NormalisedName });
export type RenameBody = z.input<typeof RenameBody>;

/** One row of an upload, checked as the forms check it ('' normalised: leave unmapped). */
export const LocationSheetFields = z.object({
  countryCode: CountryCode,
  name: SupplierLocationName,
  normalisedName: z.union([z.literal(''), NormalisedName]).default(''),
});

export const LocationNameRow = z.object({
  nameId: z.number().int(),
  countryCode: z.string(),
  name: z.string(),
  /** null: not mapped yet. */
  normalisedName: z.string().nullable(),
  source: z.enum(LOCATION_SOURCES),
  /** The country's normalised names most like this one, best first (unmapped names only). */
  suggestions: z.array(z.string()),
  updated: z.string(),
});
export type LocationNameRow = z.infer<typeof LocationNameRow>;

export const LocationName = LocationNameRow.omit({ suggestions: true });
export type LocationName = z.infer<typeof LocationName>;

export const NormalisedLocation = z.object({
  locationId: z.number().int(),
  countryCode: z.string(),
  name: z.string(),
  /** The supplier names mapped to it, by name (at most LOCATION_LIMITS.namesShown). */
  names: z.array(LocationName),
  nameCount: z.number().int(),
  updated: z.string(),
});
export type NormalisedLocation = z.infer<typeof NormalisedLocation>;

export const LocationImport = z.object({
  added: z.number().int(),
  mapped: z.number().int(),
});
export type LocationImport = z.infer<typeof LocationImport>;
