import { sql } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { HANG_GUARD_MS } from '../setup/hang-guard';
import { ADMIN, describeEachDatabase } from './harness';
import { anOrder, ingestionKey, one, sendOrders } from './ingest.fixtures';
import { signedIn } from './signed-in';

type Stats = { analyzed: number; changed: number };

describeEachDatabase('statistics after an ingestion batch', (server) => {
  let key = '';
  const { admin } = signedIn(server, { admin: ADMIN });
  beforeAll(async () => {
    key = await ingestionKey(server(), admin, 2);
  });
  /**
   * How often the orders table was analyzed other than by autovacuum, and what changed since
   * (as far as the statistics have heard: they reach other sessions with a delay).
   */
  const stats = async () =>
    (await one<Stats>(
      server(),
      sql`select analyze_count::int as analyzed, n_mod_since_analyze::int as changed
            from pg_stat_user_tables
           where schemaname = current_schema() and relname = 'orders'`,
    )) as Stats;
  const batch = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => anOrder(`ST${String(from + i).padStart(6, '0')}`));

  it('analyzes the orders once a batch changed a tenth of them, and not for a few', async () => {
    await server().database.db.execute(sql`analyze orders`);
    const start = await stats();
    expect((await sendOrders(server(), 2, key, batch(0, 200))).status).toBe(200);
    // The planner hears of the 200 new orders without anyone running ANALYZE.
    await vi.waitFor(
      async () => {
        const now = await stats();
        expect(now.analyzed).toBe(start.analyzed + 1);
        expect(now.changed).toBe(0);
      },
      { timeout: HANG_GUARD_MS, interval: 50 },
    );
    // Five more orders of 200 leave the statistics as they are, and cost no ANALYZE.
    expect((await sendOrders(server(), 2, key, batch(200, 5))).status).toBe(200);
    expect((await sendOrders(server(), 2, key, batch(205, 5))).status).toBe(200);
    expect((await stats()).analyzed).toBe(start.analyzed + 1);
  });
});
