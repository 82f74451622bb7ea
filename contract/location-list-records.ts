import * as z from 'zod';
import { freeText, Id, IdParam, intParam, line } from './input';
import { MSG } from './messages';
import { listQuery } from './paging';

/** An application's location tools (issue 30): lists of places, top locations, airport codes. */

/** A list's tree: level 1 is a country, 2 a region, 3 a city; there is no fourth. */
export const LOCATION_LEVELS = [1, 2, 3] as const;
export type LocationLevel = (typeof LOCATION_LEVELS)[number];
export const LEVEL_NAMES: Record<LocationLevel, { one: string; many: string }> = {
  1: { one: 'Country', many: 'Countries' },
  2: { one: 'Region', many: 'Regions' },
  3: { one: 'City', many: 'Cities' },
};

/** A top location list is read whole (the order is dragged as one list): this many at most. */
export const MAX_TOP_LOCATIONS = 100;

export const LOCATION_TEXT = {
  nameRequired: 'Name is required',
  listTaken: 'This application already has a location list with this name.',
  locationTaken: 'This place already has a location with this name.',
  listNotEmpty: 'This list still has locations: delete them first.',
  childrenHeld: 'This location still has locations under it: delete or move them first.',
  parentUnknown: 'Choose a location of this list',
  fourthLevel: 'A city is the last level: a location list has countries, regions and cities only.',
  moveLevel: (level: LocationLevel) =>
    level === 1
      ? 'A country is the top level: it has no location above it.'
      : `A ${LEVEL_NAMES[level].one.toLowerCase()} moves only under a ${LEVEL_NAMES[
          (level - 1) as LocationLevel
        ].one.toLowerCase()}.`,
  code: 'Letters, digits and dashes only',
  countryCode: 'Enter a two-letter country code (ISO 3166), e.g. ES',
  imageUrl: 'Enter a web address starting with http:// or https://',
  linkUnknown: 'Choose a location of one of this application’s location lists',
  topFull: `An application features ${MAX_TOP_LOCATIONS} top locations at most.`,
  orderChanged: 'The top locations changed since this page read them: reload and move again.',
  partnerRequired: 'Partner is required',
  partnerCodeRequired: 'Partner location code is required',
  partnerCode: 'Letters, digits, dots, dashes and underscores only',
  iataCode: 'Enter an IATA airport code: exactly three letters A–Z, e.g. AGP',
  mappingTaken: 'This partner already has a mapping for this location code.',
  listAdded: 'Location list added',
  listUpdated: 'Location list saved',
  listRemoved: 'Location list deleted',
  added: 'Location added',
  updated: 'Location saved',
  removed: 'Location deleted',
  topAdded: 'Top location added',
  topUpdated: 'Top location saved',
  topRemoved: 'Top location deleted',
  reordered: 'Order saved',
  mappingAdded: 'Partner location added',
  mappingUpdated: 'Partner location saved',
  mappingRemoved: 'Partner location deleted',
} as const;

const name = line().trim().min(1, LOCATION_TEXT.nameRequired).max(100, MSG.maxLength(100));
const stamps = {
  companyId: z.number().int(),
  created: z.string(),
  updated: z.string(),
  version: z.number().int(),
};

// Location lists

export const LocationListFields = z.object({
  name,
  description: freeText().max(500, MSG.maxLength(500)).default(''),
});
export type LocationListFields = z.output<typeof LocationListFields>;
export const LocationListCreate = LocationListFields.strict();
export type LocationListCreate = z.input<typeof LocationListCreate>;
export const LocationListUpdate = LocationListFields.extend({ version: Id }).strict();

export const LocationListRow = z.object({
  locationListId: z.number().int(),
  name: z.string(),
  description: z.string(),
  locations: z.number().int(),
});
export type LocationListRow = z.infer<typeof LocationListRow>;

export const LocationList = LocationListFields.extend({
  locationListId: z.number().int(),
  locations: z.number().int(),
  ...stamps,
});
export type LocationList = z.infer<typeof LocationList>;

export const LIST_SORTS = ['name'] as const;
export const LocationListListQuery = listQuery(LIST_SORTS);
export type LocationListListQuery = z.infer<typeof LocationListListQuery>;

// A list's locations

export const LocationFields = z.object({
  name,
  /** The place's own code where it has one (ES for Spain, AND for Andalusia); '' for none. */
  code: line()
    .trim()
    .max(10, MSG.maxLength(10))
    .regex(/^[A-Za-z0-9-]*$/, LOCATION_TEXT.code)
    .default(''),
  /** The location above it (a country above a region); null for a country. */
  parentId: Id.nullable().default(null),
});
export type LocationFields = z.output<typeof LocationFields>;
export const LocationCreate = LocationFields.strict();
export type LocationCreate = z.input<typeof LocationCreate>;
export const LocationUpdate = LocationFields.extend({ version: Id }).strict();

export const LocationRow = z.object({
  locationId: z.number().int(),
  name: z.string(),
  code: z.string(),
  level: z.number().int(),
  /** How many locations are directly under it. */
  children: z.number().int(),
});
export type LocationRow = z.infer<typeof LocationRow>;

/** One step of a location's trail: its list's countries, then each location above it. */
export const LocationCrumb = z.object({
  locationId: z.number().int(),
  name: z.string(),
  level: z.number().int(),
});
export type LocationCrumb = z.infer<typeof LocationCrumb>;

export const Location = LocationFields.extend({
  locationId: z.number().int(),
  locationListId: z.number().int(),
  listName: z.string(),
  level: z.number().int(),
  children: z.number().int(),
  /** The locations above it, the country first. */
  ancestors: z.array(LocationCrumb),
  ...stamps,
});
export type Location = z.infer<typeof Location>;

export const LOCATION_SORTS = ['name', 'code'] as const;
/**
 * With parentId, the locations directly under that one; with level, every location of the list
 * at that level (the parents a location may move under); with neither, the list's countries.
 */
export const LocationListQuery = listQuery(LOCATION_SORTS).extend({
  parentId: IdParam.optional(),
  level: intParam(1, 3).optional(),
});
export type LocationListQuery = z.infer<typeof LocationListQuery>;

// Top locations

/** Shown on the site as a link or image source, so only web addresses (no javascript: URLs). */
const HTTP_URL =
  /^(?:https?:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?(?:[/?#]\S*)?)?$/;

export const TopLocationFields = z.object({
  name,
  countryCode: line()
    .trim()
    .regex(/^[A-Z]{2}$/, LOCATION_TEXT.countryCode),
  /** The location list entry it stands for, if any. */
  locationId: Id.nullable().default(null),
  imageUrl: line()
    .trim()
    .max(500, MSG.maxLength(500))
    .regex(HTTP_URL, LOCATION_TEXT.imageUrl)
    .default(''),
});
export type TopLocationFields = z.output<typeof TopLocationFields>;
export const TopLocationCreate = TopLocationFields.strict();
export type TopLocationCreate = z.input<typeof TopLocationCreate>;
export const TopLocationUpdate = TopLocationFields.extend({ version: Id }).strict();

export const TopLocationRow = z.object({
  topLocationId: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  countryCode: z.string(),
  locationId: z.number().int().nullable(),
  /** The linked entry's name with its list's ("Málaga — Sun destinations"). */
  locationName: z.string().nullable(),
  imageUrl: z.string(),
});
export type TopLocationRow = z.infer<typeof TopLocationRow>;

export const TopLocation = TopLocationFields.extend({
  topLocationId: z.number().int(),
  position: z.number().int(),
  locationName: z.string().nullable(),
  ...stamps,
});
export type TopLocation = z.infer<typeof TopLocation>;

export const TOP_SORTS = ['position', 'name'] as const;
export const TopLocationListQuery = listQuery(TOP_SORTS);
export type TopLocationListQuery = z.infer<typeof TopLocationListQuery>;

/** Every top location in order: the drag list. */
export const TopLocationOrder = z.object({ items: z.array(TopLocationRow) });
export const TopLocationReorder = z.strictObject({
  /** Every top location of the application, first shown first. */
  topLocationIds: z.array(Id).min(1).max(MAX_TOP_LOCATIONS),
});

// Flight search partner locations

export const FlightPartnerLocationFields = z.object({
  partner: line().trim().min(1, LOCATION_TEXT.partnerRequired).max(50, MSG.maxLength(50)),
  partnerCode: line()
    .trim()
    .min(1, LOCATION_TEXT.partnerCodeRequired)
    .max(20, MSG.maxLength(20))
    .regex(/^[A-Za-z0-9._-]*$/, LOCATION_TEXT.partnerCode),
  /** IATA airport codes are three capital letters; anything else is refused, not guessed at. */
  iataCode: z.string().regex(/^[A-Z]{3}$/, LOCATION_TEXT.iataCode),
  /** What the code stands for, for people ("Málaga airport"). */
  name: line().trim().max(100, MSG.maxLength(100)).default(''),
});
export type FlightPartnerLocationFields = z.output<typeof FlightPartnerLocationFields>;
export const FlightPartnerLocationCreate = FlightPartnerLocationFields.strict();
export type FlightPartnerLocationCreate = z.input<typeof FlightPartnerLocationCreate>;
export const FlightPartnerLocationUpdate = FlightPartnerLocationFields.extend({
  version: Id,
}).strict();

export const FlightPartnerLocationRow = FlightPartnerLocationFields.extend({
  partnerLocationId: z.number().int(),
});
export type FlightPartnerLocationRow = z.infer<typeof FlightPartnerLocationRow>;

export const FlightPartnerLocation = FlightPartnerLocationRow.extend(stamps);
export type FlightPartnerLocation = z.infer<typeof FlightPartnerLocation>;

export const PARTNER_SORTS = ['partner', 'partnerCode', 'iataCode'] as const;
export const FlightPartnerLocationListQuery = listQuery(PARTNER_SORTS);
export type FlightPartnerLocationListQuery = z.infer<typeof FlightPartnerLocationListQuery>;

/** The locations a top location may link to: every list's, found by name. */
/** `locationId`: that one location only (the name of the one a top location links to). */
export const LinkableQuery = listQuery(['name'] as const).extend({
  locationId: IdParam.optional(),
});
export type LinkableQuery = z.infer<typeof LinkableQuery>;
export const LinkableLocation = z.object({
  locationId: z.number().int(),
  /** "Málaga — Sun destinations". */
  label: z.string(),
  level: z.number().int(),
});
export type LinkableLocation = z.infer<typeof LinkableLocation>;
