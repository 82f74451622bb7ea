import { expect, it } from 'vitest';
import { SearchEvent } from '#contract/events';
import type { WidgetData, WidgetInstance } from '#contract/widgets';
import { foldPending, pendingCount } from '#server/events/fold';
import { storeEvents } from '#server/events/store';
import { body, caller } from './dashboards.fixtures';
import { searchEvent } from './events.fixtures';
import { ADMIN, describeEachDatabase } from './harness';
import { signedIn } from './signed-in';

const company = '/api/companies/1';

describeEachDatabase('widget data before and after the rollups fold', (server) => {
  const { admin } = signedIn(server, { admin: ADMIN });
  const call = caller(server, () => admin);
  async function dataOf(endpoint: string, widgetId: number, settings: object) {
    const added = await call<WidgetInstance>(
      'POST',
      `${company}/dashboards/0/widgets/${widgetId}/${endpoint}`,
      body(settings, { dateRangeId: 'DATE-7D', selectedApplicationIds: [3] }),
    );
    const res = await call<WidgetData>('GET', `${company}/widgets/${added.body.instanceId}/data`);
    expect(res.status).toBe(200);
    return res.body;
  }
  const totals = async () =>
    Promise.all([
      dataOf('search-location', 1001, { searchTypeId: 1, latLonAccuracyId: 1 }),
      dataOf('travel-duration', 1002, { searchTypeId: 1 }),
      dataOf('search-duration', 1004, { searchTypeId: 1 }),
    ]).then((all) => all.map((d) => ('total' in d ? d.total : null)));

  it('counts whole days whose deltas are still pending, and the same once folded', async () => {
    // Stored without the HTTP route, so no background fold runs: the deltas stay pending.
    const db = server().database.db;
    const events = [searchEvent(72), searchEvent(96, { nights: 6 }), searchEvent(120)];
    expect(
      await storeEvents(
        db,
        3,
        events.map((e) => SearchEvent.parse(e)),
      ),
    ).toBe(3);
    expect(await pendingCount(db)).toBeGreaterThan(0);
    expect(await totals()).toEqual([3, 3, 3]);
    await foldPending(db);
    expect(await pendingCount(db)).toBe(0);
    expect(await totals()).toEqual([3, 3, 3]);
  });
});
