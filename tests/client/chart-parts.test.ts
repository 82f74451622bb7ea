import { describe, expect, it } from 'vitest';
import { bucketEnd, spacedTicks, splitPartial } from '../../src/charts/series-parts';

const day = (d: number) => ({ at: new Date(Date.UTC(2026, 10, d)).toISOString(), count: d });

describe('a series chart’s parts', () => {
  it('dashes the last segment while its day is still going, and none once it ended', () => {
    const points = [day(25), day(26), day(27)];
    const midday27 = Date.UTC(2026, 10, 27, 12);
    expect(splitPartial(points, 'day', midday27)).toEqual({
      done: [day(25), day(26)],
      partial: [day(26), day(27)],
    });
    const next = Date.UTC(2026, 10, 28, 0, 0, 1);
    expect(splitPartial(points, 'day', next)).toEqual({ done: points, partial: [] });
  });

  it('ends a month bucket at the next calendar month, December included', () => {
    expect(bucketEnd(Date.UTC(2026, 11, 1), 'month')).toBe(Date.UTC(2027, 0, 1));
    expect(bucketEnd(Date.UTC(2026, 1, 1), 'month')).toBe(Date.UTC(2026, 2, 1));
  });

  it('keeps only ticks whose labels neither touch nor leave the drawing', () => {
    const at = [0, 30, 60, 90, 120, 150];
    // 40-wide labels: the one at 0 would be cut, then every second one fits.
    expect(spacedTicks(at, (t) => t + 10, 40, 0, 170)).toEqual([30, 90]);
    expect(spacedTicks(at, (t) => t + 30, 40, 0, 200)).toEqual([0, 60, 120]);
  });
});
