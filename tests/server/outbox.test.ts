import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/client';
import { rows } from '#server/db/rows';
import { seed } from '#server/db/seed';
import { createMailer, type Mailer, type MailMessage } from '#server/mail/mailer';
import { claimDue, MAX_ATTEMPTS, retryDelayMs } from '#server/outbox/claim';
import { enqueueInvitation, enqueueMail } from '#server/outbox/enqueue';
import { listenForWork, SENDER_LOCK_CLASS } from '#server/outbox/wake';
import { createOutboxWorker, type OutboxWorker } from '#server/outbox/worker';
import { seedOptions } from './harness';
import { removeDir, tempDataDir } from './mail-sink';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './test-database';

const logger = pino({ level: 'silent' });
/** Workers hold a listening connection on PostgreSQL; each test's are stopped after it. */
const started: OutboxWorker[] = [];
const worker = (options: Parameters<typeof createOutboxWorker>[0]) => {
  const made = createOutboxWorker(options);
  started.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(started.splice(0).map((w) => w.stop()));
});
const mail = (to: string): MailMessage => ({ to, subject: 'Hello', text: 'Hi there', links: [] });

/**
 * Records what it sends; fails whenever `fail` says so, as an SMTP server answering 451.
 * `idempotent` makes it claim to deliver a key once, as the file outbox does.
 */
function recordingMailer(fail: (attempt: number) => boolean = () => false, idempotent = false) {
  const sent: string[] = [];
  let attempts = 0;
  const mailer: Mailer = {
    idempotent,
    async send(message) {
      attempts++;
      // Lets the other worker run between claim and mark, as a real SMTP round trip would.
      await new Promise((resolve) => setImmediate(resolve));
      if (fail(attempts)) throw Object.assign(new Error('try later'), { responseCode: 451 });
      sent.push(message.to);
    },
  };
  return { mailer, sent, attempts: () => attempts };
}

/** Each file of the outbox with what it holds, so a rewritten file shows. */
async function outboxFiles(dataDir: string) {
  const dir = join(dataDir, 'outbox');
  const names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  return Promise.all(names.map(async (n) => [n, await readFile(join(dir, n), 'utf8')]));
}

type Row = { status: string; attempts: number; lastError: string | null; due: string };
const rowsOf = (db: Database) =>
  rows<Row>(
    db.db,
    sql`select status, attempts, last_error as "lastError", next_attempt_at::text as due
        from outbox order by id`,
  );

for (const kind of DATABASE_KINDS) {
  describe(`the outbox worker [${kind}]`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await createTestDatabase(kind);
      await seed(test.database, seedOptions);
    });
    afterAll(() => test.drop());

    it('retries a failed send after a backoff, then marks it sent', async () => {
      await test.database.db.execute(sql`delete from outbox`);
      await enqueueMail(test.database.db, mail('retry@outbox.test'));
      // The worker's clock starts once the message is queued (by the database's clock).
      let now = Date.now();
      const smtp = recordingMailer((attempt) => attempt === 1);
      const sender = worker({
        database: test.database,
        mailer: smtp.mailer,
        publicUrl: 'http://console.test',
        logger,
        now: () => new Date(now),
      });
      expect(await sender.drain()).toBe(0);
      const [failed] = await rowsOf(test.database);
      expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP 451' });

      now += retryDelayMs(1) - 1;
      expect(await sender.drain()).toBe(0);
      expect(smtp.attempts()).toBe(1);
      now += 1;
      expect(await sender.drain()).toBe(1);
      expect(smtp.sent).toEqual(['retry@outbox.test']);
      expect(await rowsOf(test.database)).toMatchObject([{ status: 'sent', attempts: 2 }]);
    });

    it('waits longer after each failure and gives up after the last attempt', async () => {
      await test.database.db.execute(sql`delete from outbox`);
      await enqueueMail(test.database.db, mail('never@outbox.test'));
      let now = Date.now();
      const smtp = recordingMailer(() => true);
      const sender = worker({
        database: test.database,
        mailer: smtp.mailer,
        publicUrl: 'http://console.test',
        logger,
        now: () => new Date(now),
      });
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        expect(await sender.drain()).toBe(0);
        expect(smtp.attempts()).toBe(attempt);
        now += retryDelayMs(attempt);
      }
      expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));
      expect(await rowsOf(test.database)).toMatchObject([
        { status: 'failed', attempts: MAX_ATTEMPTS },
      ]);
      now += 24 * 3600_000;
      await sender.drain();
      expect(smtp.attempts()).toBe(MAX_ATTEMPTS);
    });

    for (const [mailerKind, idempotent] of [
      ['SMTP', false],
      ['the file outbox', true],
    ] as const)
      it(`sends each message once when two instances drain the same outbox at once (${mailerKind})`, async () => {
        await test.database.db.execute(sql`delete from outbox`);
        // On PostgreSQL the second instance has its own connection pool, as another server would.
        const url = test.url;
        const other = kind === 'postgres' && url ? await openDatabase({ url }) : test.database;
        try {
          const count = 120;
          await test.database.db.transaction(async (tx) => {
            for (let i = 0; i < count; i++) await enqueueMail(tx, mail(`once-${i}@outbox.test`));
          });
          const smtp = recordingMailer(() => false, idempotent);
          const workers = [test.database, other].map((database) =>
            worker({ database, mailer: smtp.mailer, publicUrl: 'http://c.test', logger }),
          );
          const sent = await Promise.all(workers.map((w) => w.drain()));
          expect(sent[0]! + sent[1]!).toBe(count);
          expect(new Set(smtp.sent).size).toBe(count);
          expect(smtp.sent).toHaveLength(count);
          expect((await rowsOf(test.database)).every((r) => r.status === 'sent')).toBe(true);
        } finally {
          // Stopped first: each holds a listening connection of its pool.
          await Promise.all(started.splice(0).map((w) => w.stop()));
          if (other !== test.database) await other.close();
        }
      });

    it('writes each message to the file outbox once when a sender died after writing, before marking', async () => {
      await test.database.db.execute(sql`delete from outbox`);
      const dataDir = tempDataDir();
      try {
        const count = 30;
        for (let i = 0; i < count; i++) await enqueueMail(test.database.db, mail(`w-${i}@x.test`));
        // A sender claims them all and writes every file; its process dies before the mark.
        const files = createMailer({ smtpUrl: undefined, mailFrom: 'me@x.test', dataDir, logger });
        const claimedAt = new Date();
        const leaseUntil = new Date(claimedAt.getTime() + 300_000);
        const claimed = await claimDue(test.database.db, claimedAt, leaseUntil, 100, null);
        expect(claimed).toHaveLength(count);
        // Marked, so that a file written again would show.
        const firstCopy = (row: (typeof claimed)[number]) => ({
          ...mail(`w-${row.id}@x.test`),
          subject: 'The first copy',
        });
        for (const row of claimed) await files.send(firstCopy(row), row.key);
        const before = await outboxFiles(dataDir);

        // The next sender takes them over once the lease has run out.
        const next = worker({
          database: test.database,
          mailer: files,
          publicUrl: 'http://c.test',
          logger,
          now: () => new Date(leaseUntil.getTime() + 1),
        });
        expect(await next.drain()).toBe(count);
        // The same files, untouched, one per message; every message marked sent.
        expect(await outboxFiles(dataDir)).toEqual(before);
        expect(before).toHaveLength(count);
        expect((await rowsOf(test.database)).every((r) => r.status === 'sent')).toBe(true);
      } finally {
        await removeDir(dataDir);
      }
    });

    it('cancels an invitation that became moot: the person set a password before it went out', async () => {
      await test.database.db.execute(sql`delete from outbox`);
      const [admin] = await rows<{ id: number }>(
        test.database.db,
        sql`select id from users where email = ${seedOptions.adminEmail}`,
      );
      await enqueueInvitation(test.database.db, 1, admin?.id ?? 0);
      const smtp = recordingMailer();
      const sender = worker({
        database: test.database,
        mailer: smtp.mailer,
        publicUrl: 'http://c.test',
        logger,
      });
      expect(await sender.drain()).toBe(0);
      expect(smtp.attempts()).toBe(0);
      expect(await rowsOf(test.database)).toMatchObject([{ status: 'cancelled' }]);
    });

    // The liveness lock is PostgreSQL's: the embedded database has a single process.
    if (kind === 'postgres') {
      it('takes over at once the messages of an instance whose process died mid-send', async () => {
        await test.database.db.execute(sql`delete from outbox`);
        for (let i = 0; i < 5; i++) await enqueueMail(test.database.db, mail(`dead-${i}@x.test`));
        const dead = await openDatabase({ url: test.url, onPoolError: () => {} });
        const owner = 424_242;
        const alive = await listenForWork(dead, () => {}, owner);
        const now = new Date();
        const claimed = await claimDue(dead.db, now, new Date(now.getTime() + 300_000), 50, owner);
        expect(claimed).toHaveLength(5);

        const smtp = recordingMailer();
        const survivor = worker({
          database: test.database,
          mailer: smtp.mailer,
          publicUrl: 'http://c.test',
          logger,
        });
        // While the claiming instance lives, its lease holds.
        expect(await survivor.drain()).toBe(0);
        // Its process dies: the connection, and the lock with it, go away.
        await test.database.db.execute(sql`
          select pg_terminate_backend(pid, 10000) from pg_locks
          where locktype = 'advisory' and classid = ${SENDER_LOCK_CLASS}::int::oid
            and objid = ${owner}::int::oid`);
        expect(await survivor.drain()).toBe(5);
        expect(smtp.sent.toSorted()).toEqual([0, 1, 2, 3, 4].map((i) => `dead-${i}@x.test`));
        await alive.stop();
        await dead.close();
      });
    }
  });
}
