import { percentile, type ValueCount } from './data-values';

type Bucket = { label: string; count: number };

/** One bar per whole value from `min` up to `cap`, then one bar for `cap` and above. */
function perValue(values: readonly ValueCount[], min: number, cap: number): Bucket[] {
  const buckets: Bucket[] = [];
  for (let v = min; v < cap; v++) buckets.push({ label: String(v), count: 0 });
  buckets.push({ label: `${cap}+`, count: 0 });
  for (const { value, count } of values) {
    const bucket = buckets[Math.min(Math.max(value, min), cap) - min];
    if (bucket) bucket.count += count;
  }
  return buckets;
}

/** Search-time bars in ms: fine where most searches fall, wider in the long tail. */
export const DURATION_EDGES = [250, 500, 750, 1000, 1500, 2000, 3000, 5000, 10000] as const;

function perRange(values: readonly ValueCount[]): Bucket[] {
  const starts = [0, ...DURATION_EDGES];
  const buckets = starts.map((start, i) => {
    const end = DURATION_EDGES[i];
    return { label: end === undefined ? `${start}+ ms` : `${start}–${end} ms`, count: 0 };
  });
  for (const { value, count } of values) {
    const i = DURATION_EDGES.findIndex((edge) => value < edge);
    const bucket = buckets[i === -1 ? buckets.length - 1 : i];
    if (bucket) bucket.count += count;
  }
  return buckets;
}

export const NIGHTS_CAP = 14;
export const TRAVELLERS_CAP = 9;

/** Bars, total and p50/p95 of one metric's counted values. */
export function histogramOf(unit: 'nights' | 'travellers' | 'ms', values: readonly ValueCount[]) {
  const buckets =
    unit === 'nights'
      ? perValue(values, 0, NIGHTS_CAP)
      : unit === 'travellers'
        ? perValue(values, 1, TRAVELLERS_CAP)
        : perRange(values);
  return {
    unit,
    total: values.reduce((sum, v) => sum + v.count, 0),
    buckets,
    p50: percentile(values, 0.5),
    p95: percentile(values, 0.95),
  };
}
