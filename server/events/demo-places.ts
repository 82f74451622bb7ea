import places from './demo-places.json';

/**
 * Destinations each demo application's visitors search for, most popular first (the seed
 * picks early entries more often). Real coordinates, so the map widget looks like the world.
 * Kept as JSON so the benches (plain .mjs) generate events over the same destinations.
 */
export type DemoPlace = readonly [name: string, countryCode: string, lat: number, lon: number];

const toPlace = ([name, countryCode, lat, lon]: (string | number)[]): DemoPlace => [
  String(name),
  String(countryCode),
  Number(lat),
  Number(lon),
];

/** By demo application id (see demo-data.ts). */
export const DEMO_PLACES: Record<number, readonly DemoPlace[]> = Object.fromEntries(
  Object.entries(places).map(([id, list]) => [Number(id), list.map(toPlace)]),
);
/** Each application's share of the demo events. */
export const DEMO_SHARES: Record<number, number> = { 1: 0.45, 2: 0.35, 3: 0.2 };
export const DEMO_DAYS = 396;
