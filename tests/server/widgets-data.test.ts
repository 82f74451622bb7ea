import { beforeAll, expect, it } from 'vitest';
import type { WidgetData, WidgetInstance } from '#contract/widgets';
import { body, caller } from './dashboards.fixtures';
import { ingestionKey, ROME, searchEvent, sendEvents } from './events.fixtures';
import { ADMIN, describeEachDatabase } from './harness';
import { signedIn } from './signed-in';

const company = '/api/companies/1';
const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

describeEachDatabase('widget data', (server) => {
  const { admin } = signedIn(server, { admin: ADMIN });
  beforeAll(async () => {
    const key = await ingestionKey(server(), admin, 3);
    // An hour ago (a partial day, read from the events) and three days ago (a whole day, read
    // from the rollups); eight days ago lies outside the last 7 days.
    await sendEvents(server(), 3, key, [
      searchEvent(1, { adults: 2, children: 1, durationMs: 450, resultCount: 100 }),
      searchEvent(72, { nights: 7, durationMs: 1250, resultCount: 50 }),
      searchEvent(72, {
        searchType: 5,
        destination: ROME,
        nights: 2,
        adults: 1,
        durationMs: 3000,
        resultCount: 10,
      }),
      searchEvent(192, { nights: 5 }),
    ]);
  });
  const call = caller(server, () => admin);
  async function dataOf(endpoint: string, widgetId: number, settings: object, overrides = {}) {
    const added = await call<WidgetInstance>(
      'POST',
      `${company}/dashboards/0/widgets/${widgetId}/${endpoint}`,
      body(settings, { dateRangeId: 'DATE-7D', selectedApplicationIds: [3], ...overrides }),
    );
    expect(added.status).toBe(201);
    const res = await call<WidgetData>('GET', `${company}/widgets/${added.body.instanceId}/data`);
    expect(res.status).toBe(200);
    return res.body;
  }

  it('maps searches by rounded coordinates for the chosen search type', async () => {
    const data = await dataOf('search-location', 1001, { searchTypeId: 1, latLonAccuracyId: 1 });
    expect(data).toMatchObject({
      kind: 'points',
      total: 2,
      points: [{ latitude: 48.9, longitude: 2.4, count: 2 }],
    });
  });

  it('counts nights, travellers and search times with percentiles', async () => {
    const nights = await dataOf('travel-duration', 1002, { searchTypeId: 1 });
    if (nights.kind !== 'histogram') throw new Error(nights.kind);
    expect(nights.total).toBe(2);
    expect(nights.buckets.filter((b) => b.count > 0)).toEqual([
      { label: '3', count: 1 },
      { label: '7', count: 1 },
    ]);
    expect([nights.p50, nights.p95]).toEqual([3, 7]);
    const party = await dataOf('traveller-count', 1003, { searchTypeId: 5 });
    expect(party).toMatchObject({ total: 1, p50: 1 });
    const times = await dataOf('search-duration', 1004, { searchTypeId: 1 });
    if (times.kind !== 'histogram') throw new Error(times.kind);
    expect([times.p50, times.p95]).toEqual([450, 1200]);
    expect(times.buckets.filter((b) => b.count > 0).map((b) => b.label)).toEqual([
      '250–500 ms',
      '1000–1500 ms',
    ]);
  });

  it('ranks destinations of a custom range or a month', async () => {
    const ranked = await dataOf(
      'top-search-location',
      1005,
      {},
      {
        dateRangeId: null,
        customDateRange: `${day(10)} to ${day(0)}`,
      },
    );
    expect(ranked).toMatchObject({
      kind: 'ranking',
      month: null,
      rows: [
        { name: 'Paris', countryCode: 'FR', count: 3 },
        { name: 'Rome', count: 1 },
      ],
    });
    const month = new Date().toISOString().slice(0, 7);
    const monthly = await dataOf('top-search-location', 1005, { selectedYearMonth: month });
    expect(monthly).toMatchObject({ kind: 'ranking', month });
  });

  it('draws searches over time per application and the company overview', async () => {
    const series = await dataOf('searches-over-time', 1006, {});
    if (series.kind !== 'series') throw new Error(series.kind);
    expect(series.interval).toBe('day');
    expect(series.series.map((s) => s.applicationId)).toEqual([3]);
    expect(series.series[0]?.points.reduce((n, p) => n + p.count, 0)).toBe(3);
    const hourly = await dataOf('searches-over-time', 1006, {}, { dateRangeId: 'DATE-1D' });
    expect(hourly).toMatchObject({ kind: 'series', interval: 'hour' });
    const overview = await dataOf('company-overview', 1013, {});
    if (overview.kind !== 'overview') throw new Error(overview.kind);
    expect(overview.rows.map((r) => r.applicationId)).toEqual([1, 2, 3]);
    expect(overview.rows[2]).toMatchObject({
      searches: 3,
      averageResults: 53.3,
      p95DurationMs: 3000,
    });
    expect(overview.rows[0]).toMatchObject({ searches: 0, averageResults: null });
  });

  it('reads only its own application on an application dashboard', async () => {
    const added = await call<WidgetInstance>(
      'POST',
      '/api/applications/2/dashboards/0/widgets/1006/searches-over-time',
      body({}, { dateRangeId: 'DATE-7D', selectedApplicationIds: [3] }),
    );
    const data = await call<WidgetData>(
      'GET',
      `/api/applications/2/widgets/${added.body.instanceId}/data`,
    );
    if (data.body.kind !== 'series') throw new Error(data.body.kind);
    expect(
      data.body.series.map((s) => [s.applicationId, s.points.every((p) => p.count === 0)]),
    ).toEqual([[2, true]]);
  });
});
