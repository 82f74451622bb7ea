/**
 * Destinations each demo application's visitors search for, most popular first (the seed
 * picks early entries more often). Real coordinates, so the map widget looks like the world.
 */
export type DemoPlace = readonly [name: string, countryCode: string, lat: number, lon: number];

const SUNNY: readonly DemoPlace[] = [
  ['Palma de Mallorca', 'ES', 39.5696, 2.6502],
  ['Tenerife', 'ES', 28.2916, -16.6291],
  ['Faro', 'PT', 37.0194, -7.9322],
  ['Malaga', 'ES', 36.7213, -4.4214],
  ['Heraklion', 'GR', 35.3387, 25.1442],
  ['Antalya', 'TR', 36.8969, 30.7133],
  ['Nice', 'FR', 43.7102, 7.262],
  ['Dubrovnik', 'HR', 42.6507, 18.0944],
  ['Valletta', 'MT', 35.8989, 14.5146],
  ['Cancun', 'MX', 21.1619, -86.8515],
  ['Phuket', 'TH', 7.8804, 98.3923],
  ['Bali', 'ID', -8.3405, 115.092],
  ['Paphos', 'CY', 34.7754, 32.4245],
  ['Santorini', 'GR', 36.3932, 25.4615],
  ['Ibiza', 'ES', 38.9067, 1.4206],
];

const CITY: readonly DemoPlace[] = [
  ['London', 'GB', 51.5074, -0.1278],
  ['Paris', 'FR', 48.8566, 2.3522],
  ['Barcelona', 'ES', 41.3874, 2.1686],
  ['Rome', 'IT', 41.9028, 12.4964],
  ['Amsterdam', 'NL', 52.3676, 4.9041],
  ['New York', 'US', 40.7128, -74.006],
  ['Berlin', 'DE', 52.52, 13.405],
  ['Lisbon', 'PT', 38.7223, -9.1393],
  ['Prague', 'CZ', 50.0755, 14.4378],
  ['Vienna', 'AT', 48.2082, 16.3738],
  ['Dublin', 'IE', 53.3498, -6.2603],
  ['Budapest', 'HU', 47.4979, 19.0402],
  ['Copenhagen', 'DK', 55.6761, 12.5683],
  ['Tokyo', 'JP', 35.6762, 139.6503],
  ['Dubai', 'AE', 25.2048, 55.2708],
  ['Singapore', 'SG', 1.3521, 103.8198],
  ['Edinburgh', 'GB', 55.9533, -3.1883],
  ['Krakow', 'PL', 50.0647, 19.945],
];

const ALPINE: readonly DemoPlace[] = [
  ['Chamonix', 'FR', 45.9237, 6.8694],
  ['Zermatt', 'CH', 46.0207, 7.7491],
  ['Innsbruck', 'AT', 47.2692, 11.4041],
  ['Val Thorens', 'FR', 45.2979, 6.5803],
  ['St. Anton', 'AT', 47.1296, 10.2682],
  ['Cortina d’Ampezzo', 'IT', 46.5405, 12.1357],
  ['Verbier', 'CH', 46.0961, 7.2286],
  ['Interlaken', 'CH', 46.6863, 7.8632],
  ['Kitzbühel', 'AT', 47.4464, 12.3921],
  ['Garmisch-Partenkirchen', 'DE', 47.4921, 11.0958],
  ['Bled', 'SI', 46.3683, 14.1146],
  ['Banff', 'CA', 51.1784, -115.5708],
];

/** By demo application id (see demo-data.ts). */
export const DEMO_PLACES: Record<number, readonly DemoPlace[]> = { 1: SUNNY, 2: CITY, 3: ALPINE };
/** Each application's share of the demo events. */
export const DEMO_SHARES: Record<number, number> = { 1: 0.45, 2: 0.35, 3: 0.2 };
export const DEMO_DAYS = 396;
