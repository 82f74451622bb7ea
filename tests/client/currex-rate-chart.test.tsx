import { endFileScope, setFileScope } from '@vanilla-extract/css/fileScope';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RateHistory } from '#contract/currency-exchange';
import { type DateValue, formatDate, formatDateTime } from '../../ui/format/dates';

// The page gives the chart its formatters; these are the ones a page has before the active user
// loads (the default formats).
const dates = {
  utcDate: (value: DateValue) => formatDate(value, undefined, 'UTC'),
  dateTime: (value: DateValue) => formatDateTime(value),
};

let render: (node: ReactNode) => string;
let RateChart: typeof import('../../src/pages/currency-exchange/RateChart').RateChart;

beforeAll(async () => {
  // The chart's styles are vanilla-extract files, which the app's build gives a file scope.
  setFileScope('tests/client/currex-rate-chart');
  ({ RateChart } = await import('../../src/pages/currency-exchange/RateChart'));
  endFileScope();
  const { renderToString } = await import('react-dom/server');
  render = (node) => renderToString(node);
});

const point = (at: string, buyRate: string, sellRate: string) => ({
  at,
  baseCurrency: 'GBP',
  buyRate,
  sellRate,
  margin: '0.00',
  changedBy: 'Erin Example',
});
const HISTORY: RateHistory = {
  code: 'USD',
  items: [
    point('2026-11-01T09:00:00.000Z', '1.25', '1.27'),
    point('2026-11-03T09:00:00.000Z', '1.2', '1.31'),
    point('2026-11-05T09:00:00.000Z', '1.30000001', '1.33125'),
  ],
};

/** The marks of one line of the drawing (buyRate or sellRate). */
const marksOf = (html: string, line: string) => {
  const group = new RegExp(`<g data-line="${line}">(.*?)</g>`).exec(html)?.[1] ?? '';
  return {
    circles: group.match(/<circle /g)?.length ?? 0,
    // d3's line: one move and a line-to per further point.
    vertices: (/ d="([^"]*)"/.exec(group)?.[1] ?? '').split(/[ML]/).filter(Boolean).length,
  };
};

describe("a currency's rate chart (exchange rate manager)", () => {
  it('draws one point per history entry on the buy line and on the sell line', () => {
    const html = render(<RateChart history={HISTORY} dates={dates} />);
    for (const line of ['buyRate', 'sellRate']) {
      expect(marksOf(html, line)).toEqual({ circles: 3, vertices: 3 });
    }
  });

  it('is a figure named by its caption and described by its first, last, lowest and highest rates', () => {
    const html = render(<RateChart history={HISTORY} dates={dates} />);
    expect(html).toMatch(/<figure[^>]*aria-labelledby="[^"]+"[^>]*aria-describedby="[^"]+"/);
    expect(html).toContain('USD: 3 rate changes.');
    // Compared as decimals, as they were entered: 1.30000001 is the highest buy rate.
    expect(html).toContain(
      'Buy rate: first 1.25, last 1.30000001, lowest 1.2, highest 1.30000001.',
    );
    expect(html).toContain('Sell rate: first 1.27, last 1.33125, lowest 1.27, highest 1.33125.');
    // Every change is in the table behind the drawing, as entered.
    expect(html.match(/<tr>/g)?.length).toBe(1 + 3);
  });

  it('marks a single change, which draws no line', () => {
    const one = { code: 'EUR', items: [point('2026-11-01T09:00:00.000Z', '1.1', '1.12')] };
    const html = render(<RateChart history={one} dates={dates} />);
    expect(marksOf(html, 'buyRate').circles).toBe(1);
    expect(html).toContain('EUR: 1 rate change.');
  });

  it('says when no rate has been entered, and draws nothing', () => {
    const html = render(<RateChart history={{ code: 'JPY', items: [] }} dates={dates} />);
    expect(html).toContain('JPY: no rate entered yet.');
    expect(html).not.toContain('<svg');
  });
});
