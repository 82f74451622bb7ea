import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rows } from '#server/db/rows';
import { type BackgroundLoad, backgroundLoad } from '#server/http/background-load';
import { type GiveWay, noForeground } from '#server/http/foreground';
import { DEMO_DAYS, DEMO_SHARES } from './demo-places';
import { type DayRange, demoEvents } from './demo-seed';
import { foldPending } from './fold';
import { EVENT_COLUMNS, insertEvents } from './rollup';

// Small slices, each its own short transaction: on PGlite, which runs one statement at a time,
// a sign-in waits for one slice at most, not for a tenth of the load.
// About two days a slice: each is one transaction that holds PGlite's only connection, so its
// length is how long a request that arrives meanwhile can wait.
const SLICES = 200;
const REPORTS = 10;

/** The i-th slice of the demo's days, newest first: the dashboards' usual ranges fill first. */
const sliceOf = (i: number): DayRange => ({
  from: Math.floor((i * DEMO_DAYS) / SLICES),
  to: Math.floor(((i + 1) * DEMO_DAYS) / SLICES),
});

/**
 * The demo's search events, loaded after the server listens so the console answers at once.
 * Each slice commits on its own and every tenth is folded, so the widgets fill while it runs;
 * inserts skip events already there, so a restart or a second instance redoes work, never doubles it.
 */
export function demoEventsLoad(
  db: Db,
  total: number,
  foreground: GiveWay = noForeground,
): BackgroundLoad {
  const plan = async () => {
    if (total <= 0) return null;
    const apps = await demoApps(db);
    return apps.length === 0 || (await loaded(db, apps)) ? null : apps;
  };
  return backgroundLoad(plan, async (apps, stopped, report) => {
    for (let i = 0; i < SLICES && !stopped(); i++) {
      // PGlite answers in microtasks and holds the thread while it works: requests that
      // arrived meanwhile go first (server/http/foreground.ts).
      await foreground.giveWay();
      if (stopped()) break;
      const days = sliceOf(i);
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('waypoint:demo-events'))`);
        for (const [id, share] of apps) {
          const events = demoEvents(id, Math.round(total * share), days);
          await tx.execute(insertEvents(sql`select ${EVENT_COLUMNS} from (${events}) g`));
        }
      });
      if ((i + 1) % (SLICES / REPORTS) !== 0) continue;
      await foldPending(db);
      report(((i + 1) * 100) / SLICES, Math.round((total * (i + 1)) / SLICES));
    }
  });
}

async function demoApps(db: Db): Promise<[number, number][]> {
  const ids = Object.keys(DEMO_SHARES).map(Number);
  const found = await rows<{ id: number }>(
    db,
    sql`select id from applications where id in (${sql.join(ids, sql`, `)})`,
  );
  const present = new Set(found.map((r) => r.id));
  return Object.entries(DEMO_SHARES)
    .map(([id, share]): [number, number] => [Number(id), share])
    .filter(([id]) => present.has(id));
}

/** The oldest slice is loaded last, and no site sends searches that old: its events mean done. */
async function loaded(db: Db, apps: [number, number][]): Promise<boolean> {
  const [first] = apps;
  if (!first) return true;
  const oldest = sliceOf(SLICES - 1);
  const found = await rows(
    db,
    sql`select 1 from search_events
         where application_id = ${first[0]} and occurred_at < current_date - ${oldest.from - 1}::int
         limit 1`,
  );
  return found.length > 0;
}
