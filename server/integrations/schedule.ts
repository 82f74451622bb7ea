import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rows } from '#server/db/rows';
import type { AppDeps } from '#server/deps';
import type { Schedule } from '#server/kit/area-work';
import { checkIntegrationById } from './health';
import type { Keyring } from './keyring';

/** Checks claimed per statement, and run at once: a slow supplier holds only its own. */
const BATCH = 20;
/** How often an instance looks for due checks: a check waits at most this past its period. */
const TICK_MS = 60_000;

/**
 * Claims up to BATCH enabled integrations whose check is due at `now`, moving each one's due
 * time a period on in the same conditional update: an instance that claims a row concurrently
 * finds it no longer due (or skips it while locked), so each check runs once per period on any
 * number of instances. A check lost with its instance waits for the next period.
 */
export async function claimDueChecks(db: Db, now: Date, periodMs: number): Promise<number[]> {
  const at = now.toISOString();
  const due = sql`enabled and (health_due_at is null or health_due_at <= ${at}::timestamptz)`;
  const claimed = await rows<{ id: number }>(
    db,
    sql`update integrations
           set health_due_at = ${at}::timestamptz + make_interval(secs => ${periodMs / 1000})
         where id in (select id from integrations where ${due}
                       order by health_due_at nulls first, id
                       limit ${BATCH} for update skip locked)
           and ${due}
     returning id`,
  );
  return claimed.map((r) => r.id);
}

/** One tick: every check due at `now`, a batch at a time, until none is due or the app stops. */
export async function runDueChecks(
  db: Db,
  keyring: () => Promise<Keyring>,
  now: Date,
  periodMs: number,
  signal: AbortSignal,
): Promise<number> {
  let checked = 0;
  while (!signal.aborted) {
    const ids = await claimDueChecks(db, now, periodMs);
    if (ids.length === 0) break;
    const keys = await keyring();
    // The result's time is the tick's, so a test's clock reads back what it set.
    await Promise.all(ids.map((id) => checkIntegrationById(db, keys, id, () => now)));
    checked += ids.length;
    if (ids.length < BATCH) break;
  }
  return checked;
}

/** The integrations' scheduled health checks, every HEALTH_CHECK_MINUTES (off at 0). */
export function healthSchedule(deps: AppDeps, keyring: () => Promise<Keyring>): Schedule {
  const periodMs = deps.config.healthCheckMinutes * 60_000;
  return {
    name: 'integrationHealth',
    everyMs: periodMs === 0 ? 0 : Math.min(TICK_MS, periodMs),
    async tick(now, signal) {
      if (periodMs === 0) return;
      await runDueChecks(deps.db.db, keyring, now, periodMs, signal);
    },
  };
}
