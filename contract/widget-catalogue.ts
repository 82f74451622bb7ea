import { SEARCH_TYPES } from './constants';

/**
 * The widget catalogue. Each widget is code on both sides (a SQL aggregate on the server, a
 * chart on the client), so the catalogue is a constant shared by both rather than data rows;
 * instances, dashboards and their order are rows.
 */
export const WIDGET_CATEGORIES = [
  { categoryId: 1, name: 'Search insights' },
  { categoryId: 2, name: 'Company overview' },
] as const;

/** Which editor fields a widget has (spec sections 2 and 4). */
export type WidgetFieldSettings = {
  /** Search types offered, or null when the widget has no search-type field. */
  searchTypeIds: readonly number[] | null;
  latLonAccuracy: boolean;
  /** The month selector (current and previous 12 months), hidden when a custom date is used. */
  month: boolean;
  /** Application checkboxes on company dashboards (hidden for the company overview). */
  applications: boolean;
  /** Preset ranges hidden: the range is fixed to last month unless a custom range is chosen. */
  hidePresets: boolean;
};

export type WidgetDefinition = {
  widgetId: number;
  categoryId: number;
  name: string;
  /** Path segment of the widget directory (/applications/{id}/widgets/{url}). */
  url: string;
  /** The {apiEndpoint} segment of the save calls; the server checks it names this widget. */
  apiEndpoint: string;
  description: string;
  /** Name of the icon the client draws; the thumbnail is the same picture, larger. */
  icon: string;
  thumbnail: string;
  settings: WidgetFieldSettings;
};

const ALL_TYPES = SEARCH_TYPES.map((t) => t.id);
/** Accomodation (1) and Flights (5) only: the widgets about stays and trips. */
export const TRIP_SEARCH_TYPES = [1, 5] as const;

const base = { latLonAccuracy: false, month: false, applications: true, hidePresets: false };

export const WIDGETS = [
  {
    widgetId: 1001,
    categoryId: 1,
    name: 'Search locations',
    url: 'search-location',
    apiEndpoint: 'search-location',
    description: 'A map of where people search, points sized by the number of searches.',
    icon: 'map',
    thumbnail: 'map',
    settings: { ...base, searchTypeIds: ALL_TYPES, latLonAccuracy: true },
  },
  {
    widgetId: 1002,
    categoryId: 1,
    name: 'Travel duration',
    url: 'travel-duration',
    apiEndpoint: 'travel-duration',
    description: 'How many nights people search for.',
    icon: 'moon',
    thumbnail: 'histogram',
    settings: { ...base, searchTypeIds: TRIP_SEARCH_TYPES },
  },
  {
    widgetId: 1003,
    categoryId: 1,
    name: 'Traveller count',
    url: 'traveller-count',
    apiEndpoint: 'traveller-count',
    description: 'The size of travelling parties: adults and children.',
    icon: 'people',
    thumbnail: 'histogram',
    settings: { ...base, searchTypeIds: TRIP_SEARCH_TYPES },
  },
  {
    widgetId: 1004,
    categoryId: 1,
    name: 'Search duration',
    url: 'search-duration',
    apiEndpoint: 'search-duration',
    description: 'How long searches take, with the median and 95th percentile.',
    icon: 'timer',
    thumbnail: 'histogram',
    settings: { ...base, searchTypeIds: TRIP_SEARCH_TYPES },
  },
  {
    widgetId: 1005,
    categoryId: 1,
    name: 'Top search locations',
    url: 'top-search-location',
    apiEndpoint: 'top-search-location',
    description: 'The most searched destinations of a month.',
    icon: 'trophy',
    thumbnail: 'ranking',
    settings: { ...base, searchTypeIds: null, month: true, hidePresets: true },
  },
  {
    widgetId: 1006,
    categoryId: 1,
    name: 'Searches over time',
    url: 'searches-over-time',
    apiEndpoint: 'searches-over-time',
    description: 'The number of searches per hour, day or month, by application.',
    icon: 'chart-line',
    thumbnail: 'series',
    settings: { ...base, searchTypeIds: null },
  },
  {
    widgetId: 1013,
    categoryId: 2,
    name: 'Company overview',
    url: 'company-overview',
    apiEndpoint: 'company-overview',
    description: "Searches, results and search times of all the company's applications.",
    icon: 'building',
    thumbnail: 'table',
    settings: { ...base, searchTypeIds: null, applications: false },
  },
] as const satisfies readonly WidgetDefinition[];

export type WidgetUrl = (typeof WIDGETS)[number]['url'];
/** The widget whose application checkboxes are hidden (spec section 2). */
export const COMPANY_OVERVIEW_WIDGET_ID = 1013;

export function widgetById(widgetId: number): WidgetDefinition | undefined {
  return WIDGETS.find((w) => w.widgetId === widgetId);
}
