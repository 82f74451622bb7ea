import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { MAX_EVENTS_PER_BATCH } from '#contract/events';
import { ingestionKey, searchEvent, sendEvents } from './events.fixtures';
import { ADMIN, describeEachDatabase } from './harness';
import { signedIn } from './signed-in';

describeEachDatabase('search events', (server) => {
  let key = '';
  let otherKey = '';
  const { admin } = signedIn(server, { admin: ADMIN });
  beforeAll(async () => {
    key = await ingestionKey(server(), admin, 2);
    otherKey = await ingestionKey(server(), admin, 1);
  });
  const stored = async (appId: number) => {
    const res = await server().database.db.execute(
      sql`select count(*)::int as n from search_events where application_id = ${appId}`,
    );
    return Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n);
  };
  // Folded or still pending, as the widgets read them: a background fold may run at any time.
  const rolledUp = async (appId: number) => {
    const res = await server().database.db.execute(
      sql`select coalesce(sum(searches), 0)::int as n from (
            select searches from search_daily_values where application_id = ${appId} and metric = 3
            union all
            select searches from search_pending_values where application_id = ${appId} and metric = 3) r`,
    );
    return Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n);
  };

  it('refuses a missing, wrong or other application key and stores nothing', async () => {
    const batch = [searchEvent(1)];
    expect((await sendEvents(server(), 2, null, batch)).status).toBe(401);
    expect((await sendEvents(server(), 2, 'not-the-key', batch)).status).toBe(401);
    expect((await sendEvents(server(), 2, otherKey, batch)).status).toBe(401);
    expect((await sendEvents(server(), 999, key, batch)).status).toBe(401);
    expect(await stored(2)).toBe(0);
  });

  it('stores a batch once however often it is sent, rollups included', async () => {
    const batch = [searchEvent(2), searchEvent(30), searchEvent(50)];
    const first = await sendEvents(server(), 2, key, batch);
    expect(first).toMatchObject({
      status: 200,
      body: { accepted: 3, duplicates: 0, rejected: [] },
    });
    const again = await sendEvents(server(), 2, key, [...batch, batch[0]]);
    expect(again.body).toMatchObject({ accepted: 0, duplicates: 4 });
    expect(await stored(2)).toBe(3);
    expect(await rolledUp(2)).toBe(3);
  });

  it('rejects bad events one by one with reasons and keeps the good ones', async () => {
    const before = await stored(2);
    const good = searchEvent(3);
    const res = await sendEvents(server(), 2, key, [
      { ...searchEvent(3), searchType: 9 },
      good,
      { ...searchEvent(3), checkIn: '2026-05-10', checkOut: '2026-05-01' },
      { ...searchEvent(3), adults: 0, children: 0 },
      'not an event',
      {
        ...searchEvent(3),
        destination: { name: 'Nowhere', countryCode: 'xx', latitude: 91, longitude: 0 },
      },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.accepted).toBe(1);
    const rejected = res.body.rejected as { index: number; reasons: string[] }[];
    expect(rejected.map((r) => r.index)).toEqual([0, 2, 3, 4, 5]);
    expect(rejected[0]?.reasons[0]).toMatch(/^searchType/);
    expect(rejected[1]?.reasons).toContain('checkOut: checkOut is before checkIn');
    expect(rejected[4]?.reasons.length).toBe(2);
    expect(await stored(2)).toBe(before + 1);
  });

  it('accepts a full batch and refuses a larger or empty one', async () => {
    const full = Array.from({ length: MAX_EVENTS_PER_BATCH }, (_, i) => searchEvent(i % 200));
    expect((await sendEvents(server(), 2, key, full)).body.accepted).toBe(MAX_EVENTS_PER_BATCH);
    const tooMany = [...full, searchEvent(1)];
    expect((await sendEvents(server(), 2, key, tooMany)).status).toBe(400);
    expect((await sendEvents(server(), 2, key, [])).status).toBe(400);
  });

  it('keeps names with quotes, commas and braces intact', async () => {
    const odd = searchEvent(4, {
      destination: {
        name: 'Saint-"Jean", {Luz}\\',
        countryCode: 'FR',
        latitude: 43.38,
        longitude: -1.66,
      },
    });
    expect((await sendEvents(server(), 2, key, [odd])).body.accepted).toBe(1);
    const res = await server().database.db.execute(
      sql`select destination_name from search_events where event_id = ${odd.eventId}`,
    );
    const rows = (res as unknown as { rows: { destination_name: string }[] }).rows;
    expect(rows[0]?.destination_name).toBe('Saint-"Jean", {Luz}\\');
  });
});
