import { describe, expect, it } from 'vitest';
import { percentileText } from '../../src/charts/histogram-text';

const data = (unit: 'nights' | 'travellers' | 'ms', p50: number, p95: number) => ({
  kind: 'histogram' as const,
  period: { from: '2026-01-01', to: '2026-01-31' },
  unit,
  total: 10,
  buckets: [],
  p50,
  p95,
});

describe('a histogram widget summary', () => {
  it('speaks of nights for the travel-duration widget, not milliseconds', () => {
    expect(percentileText(data('nights', 3, 7))).toBe('Median 3 nights, 95th percentile 7 nights.');
  });

  it('speaks of travellers, in the singular for one', () => {
    expect(percentileText(data('travellers', 1, 4))).toBe(
      'Median 1 traveller, 95th percentile 4 travellers.',
    );
  });

  it('keeps milliseconds for search time', () => {
    expect(percentileText(data('ms', 812.4, 2400))).toBe(
      'Median 812 ms, 95th percentile 2,400 ms.',
    );
  });
});
