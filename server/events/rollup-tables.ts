/**
 * The two daily rollups, each with the pending table its ingested deltas wait in (same
 * columns, see server/events/fold.ts): the columns that identify a rollup row, and the
 * counts that are added up.
 */
export type RollupTable = {
  table: string;
  pending: string;
  key: readonly string[];
  sums: readonly string[];
};

export const ROLLUP_TABLES = {
  places: {
    table: 'search_daily_places',
    pending: 'search_pending_places',
    key: [
      'application_id',
      'day',
      'search_type',
      'destination_name',
      'country_code',
      'latitude',
      'longitude',
    ],
    sums: ['searches'],
  },
  values: {
    table: 'search_daily_values',
    pending: 'search_pending_values',
    key: ['application_id', 'day', 'metric', 'search_type', 'value'],
    sums: ['searches', 'results'],
  },
} as const satisfies Record<string, RollupTable>;
