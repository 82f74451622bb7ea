import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AUDIT_RETENTION_DAYS } from '#contract/constants';
import type { Db } from '#server/db/client';
import { rows } from '#server/db/rows';

/** Rows deleted per statement: short transactions that never hold many locks for long. */
const BATCH = 5000;
const HOURLY_MS = 60 * 60_000;

/**
 * Deletes audit rows older than the retention, a batch per statement until none is left.
 * SKIP LOCKED lets two instances purge at once without waiting for or repeating each other's
 * batches: each takes rows the other has not claimed. Answers how many rows went.
 */
export async function purgeAudit(db: Db, now: Date = new Date()): Promise<number> {
  let purged = 0;
  for (;;) {
    const [row] = await rows<{ n: number }>(
      db,
      sql`with gone as (
        delete from audit_log where id in (
          select id from audit_log
           where at < ${now.toISOString()}::timestamptz - make_interval(days => ${AUDIT_RETENTION_DAYS})
           order by at limit ${BATCH} for update skip locked)
        returning 1)
      select count(*)::int as n from gone`,
    );
    const n = row?.n ?? 0;
    purged += n;
    if (n < BATCH) return purged;
  }
}

export type AuditPurger = { start(): void; stop(): Promise<void> };

/** Purges on start and then hourly, on every instance; stop() waits for a purge in hand. */
export function createAuditPurger(db: Db, logger: FastifyBaseLogger): AuditPurger {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = purgeAudit(db).then(
      (n) => {
        if (n > 0) logger.info({ purged: n }, 'audit rows past retention purged');
      },
      (err: unknown) => logger.warn({ err }, 'audit purge failed; it runs again in an hour'),
    );
  };
  return {
    start() {
      run();
      timer = setInterval(run, HOURLY_MS);
      // The purge never keeps the process alive on its own.
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
