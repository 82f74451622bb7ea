import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { foldInto, foldPending, pendingCount } from '#server/events/fold';
import { HANG_GUARD_MS } from '../setup/hang-guard';
import { auth } from './access.fixtures';
import { ingestionKey, searchEvent, sendEvents } from './events.fixtures';
import { ADMIN, describeEachDatabase, signIn } from './harness';
import { signal } from './signal';

describeEachDatabase('search event rollups', (server, kind) => {
  let key = '';
  beforeAll(async () => {
    key = await ingestionKey(server(), auth((await signIn(server(), ADMIN)).accessToken), 2);
  });
  const sum = async (table: string, metric: number) => {
    const res = await server().database.db.execute(
      sql`select coalesce(sum(searches), 0)::int as n from ${sql.raw(table)}
           where application_id = 2 and metric = ${metric}`,
    );
    return Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n);
  };
  const places = async () => {
    const res = await server().database.db.execute(
      sql`select coalesce(sum(searches), 0)::int as n from search_daily_places where application_id = 2`,
    );
    return Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n);
  };

  it('counts overlapping batches sent at once exactly once, folding alongside included', async () => {
    // Each batch repeats half of the one before it, spread over days, so batches race for the
    // same event ids and the same rollup rows while folds run in between.
    const events = Array.from({ length: 120 }, (_, i) =>
      searchEvent(i * 7, { nights: 1 + (i % 5) }),
    );
    const batches = [0, 20, 40, 60, 80].map((from) => events.slice(from, from + 40));
    const [replies] = await Promise.all([
      Promise.all(batches.map((b) => sendEvents(server(), 2, key, b))),
      foldPending(server().database.db),
      foldPending(server().database.db),
    ]);
    const accepted = replies.reduce((n, r) => n + Number(r.body.accepted), 0);
    expect(accepted).toBe(120);
    await foldPending(server().database.db);
    expect(await pendingCount(server().database.db)).toBe(0);
    for (const metric of [1, 2, 3]) expect(await sum('search_daily_values', metric)).toBe(120);
    expect(await places()).toBe(120);
  });

  it('leaves no dead pending rows behind for the widgets to read through', async () => {
    await sendEvents(server(), 2, key, [searchEvent(3), searchEvent(4)]);
    await foldPending(server().database.db);
    // A fold the route started may still hold the tables, so vacuum cannot shorten them yet.
    await expect
      .poll(async () => {
        await foldPending(server().database.db);
        const res = await server().database.db.execute(
          sql`select pg_relation_size('search_pending_places')
                   + pg_relation_size('search_pending_values') as bytes`,
        );
        return Number((res as unknown as { rows: { bytes: number }[] }).rows[0]?.bytes);
      })
      .toBe(0);
  });

  it('adds nothing to the rollups for a resent or rejected event', async () => {
    const before = await sum('search_daily_values', 1);
    const fresh = searchEvent(30);
    await sendEvents(server(), 2, key, [fresh]);
    const again = await sendEvents(server(), 2, key, [fresh, { ...searchEvent(30), adults: 0 }]);
    expect(again.body).toMatchObject({ accepted: 0, duplicates: 1 });
    await foldPending(server().database.db);
    expect(await sum('search_daily_values', 1)).toBe(before + 1);
    expect(await sum('search_pending_values', 1)).toBe(0);
  });

  // Only PostgreSQL has more than one connection, so only there can two folds overlap.
  if (kind === 'postgres')
    it('lets two folds at once add to the same new rollup row, as two instances do', async () => {
      const db = server().database.db;
      const addDelta = () =>
        db.execute(sql`insert into search_pending_places (application_id, day, search_type,
                         destination_name, country_code, latitude, longitude, searches)
                       values (2, '2026-01-05', 1, 'Fold race', 'FR', 1.5, 2.5, 1)`);
      const waiting = async () => {
        const res = await db.execute(
          sql`select count(*)::int as n from pg_stat_activity
               where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n);
      };
      await addDelta();
      const held = signal();
      const folded = signal();
      // The first fold creates the rollup row and stays uncommitted while the second starts.
      const first = db.transaction(async (tx) => {
        await foldInto(tx);
        folded.fire();
        await held.fired;
      });
      await folded.fired;
      await addDelta();
      const second = foldPending(db);
      await expect.poll(waiting, { timeout: HANG_GUARD_MS }).toBe(1);
      held.fire();
      await first;
      await second;
      const res = await db.execute(
        sql`select searches::int as n from search_daily_places
             where application_id = 2 and destination_name = 'Fold race'`,
      );
      expect((res as unknown as { rows: { n: number }[] }).rows).toEqual([{ n: 2 }]);
    });
});
