/** A series' interval, as the widget data names it. */
export type Interval = 'hour' | 'day' | 'month';

/** When the bucket starting at `at` ends: the next hour, day or calendar month (UTC). */
export function bucketEnd(at: number, interval: Interval): number {
  if (interval === 'hour') return at + 3_600_000;
  if (interval === 'day') return at + 86_400_000;
  const start = new Date(at);
  return Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1);
}

/**
 * A line's points split where the data is still coming in: `done` up to the last whole bucket,
 * `partial` the last segment when the last bucket has not ended at `now` (drawn dashed, so the
 * day so far never reads as a drop).
 */
export function splitPartial<P extends { at: string }>(
  points: readonly P[],
  interval: Interval,
  now: number,
): { done: P[]; partial: P[] } {
  const last = points.at(-1);
  if (!last || bucketEnd(Date.parse(last.at), interval) <= now || points.length < 2) {
    return { done: [...points], partial: [] };
  }
  return { done: points.slice(0, -1), partial: points.slice(-2) };
}

/**
 * The ticks whose labels fit without touching: from the first, each next one at least
 * `labelWidth` (plus a gap) to the right of the last one kept, each label inside [left, right]
 * (the drawing's edges, where a label would be cut).
 */
export function spacedTicks<T>(
  ticks: readonly T[],
  position: (tick: T) => number,
  labelWidth: number,
  left: number,
  right: number,
): T[] {
  const half = labelWidth / 2;
  const kept: T[] = [];
  let lastEdge = Number.NEGATIVE_INFINITY;
  for (const tick of ticks) {
    const x = position(tick);
    if (x - half < left || x + half > right) continue;
    if (x - half < lastEdge + 4) continue;
    kept.push(tick);
    lastEdge = x + half;
  }
  return kept;
}

/** The width of an axis label of `chars` characters at the charts' 10-unit font. */
export const labelWidth = (chars: number) => chars * 6;
