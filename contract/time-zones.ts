import * as z from 'zod';

/**
 * ICU still lists some zones by their old IANA names; a form offers the names people know.
 * The runtime formats either spelling.
 */
const CURRENT_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

export const DEFAULT_TIME_ZONE = 'UTC';

/** The zones a form offers: the runtime's (the browser's in the console), current names, sorted. */
export const TIME_ZONES: readonly [string, ...string[]] = [
  DEFAULT_TIME_ZONE,
  ...Intl.supportedValuesOf('timeZone')
    .filter((zone) => zone !== DEFAULT_TIME_ZONE)
    .map((zone) => CURRENT_NAMES[zone] ?? zone)
    .sort(),
];

export const TIME_ZONE_TEXT = { unknown: 'Choose a time zone from the list' } as const;

/**
 * A zone of the list. An enum, so the API's document names every zone it takes; ICU's old
 * spellings and zones the server's runtime does not know are refused with the field's message.
 */
export const TimeZone = z.enum(TIME_ZONES, { error: TIME_ZONE_TEXT.unknown });

/** The zones as a form offers them: "America/New York". */
export const TIME_ZONE_OPTIONS = TIME_ZONES.map((zone) => ({
  value: zone,
  label: zone.replaceAll('_', ' '),
}));
