import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/client';
import { rows } from '#server/db/rows';
import { seed } from '#server/db/seed';
import type { Mailer, MailMessage } from '#server/mail/mailer';
import { MAX_ATTEMPTS, retryDelayMs } from '#server/outbox/claim';
import { enqueueInvitation, enqueueMail } from '#server/outbox/enqueue';
import { createOutboxWorker } from '#server/outbox/worker';
import { seedOptions } from './harness';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './test-database';

const logger = pino({ level: 'silent' });
const mail = (to: string): MailMessage => ({ to, subject: 'Hello', text: 'Hi there', links: [] });

/** Records what it sends; fails whenever `fail` says so, as an SMTP server answering 451. */
function recordingMailer(fail: (attempt: number) => boolean = () => false) {
  const sent: string[] = [];
  let attempts = 0;
  const mailer: Mailer = {
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
      const worker = createOutboxWorker({
        database: test.database,
        mailer: smtp.mailer,
        publicUrl: 'http://console.test',
        logger,
        now: () => new Date(now),
      });
      expect(await worker.drain()).toBe(0);
      const [failed] = await rowsOf(test.database);
      expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP 451' });

      now += retryDelayMs(1) - 1;
      expect(await worker.drain()).toBe(0);
      expect(smtp.attempts()).toBe(1);
      now += 1;
      expect(await worker.drain()).toBe(1);
      expect(smtp.sent).toEqual(['retry@outbox.test']);
      expect(await rowsOf(test.database)).toMatchObject([{ status: 'sent', attempts: 2 }]);
    });

    it('waits longer after each failure and gives up after the last attempt', async () => {
      await test.database.db.execute(sql`delete from outbox`);
      await enqueueMail(test.database.db, mail('never@outbox.test'));
      let now = Date.now();
      const smtp = recordingMailer(() => true);
      const worker = createOutboxWorker({
        database: test.database,
        mailer: smtp.mailer,
        publicUrl: 'http://console.test',
        logger,
        now: () => new Date(now),
      });
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        expect(await worker.drain()).toBe(0);
        expect(smtp.attempts()).toBe(attempt);
        now += retryDelayMs(attempt);
      }
      expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));
      expect(await rowsOf(test.database)).toMatchObject([
        { status: 'failed', attempts: MAX_ATTEMPTS },
      ]);
      now += 24 * 3600_000;
      await worker.drain();
      expect(smtp.attempts()).toBe(MAX_ATTEMPTS);
    });

    it('sends each message once when two instances drain the same outbox at once', async () => {
      await test.database.db.execute(sql`delete from outbox`);
      // On PostgreSQL the second instance has its own connection pool, as another server would.
      const url = process.env.TEST_DATABASE_URL;
      const other =
        kind === 'postgres' && url
          ? await openDatabase({ url, schema: test.database.schema })
          : test.database;
      try {
        const count = 120;
        await test.database.db.transaction(async (tx) => {
          for (let i = 0; i < count; i++) await enqueueMail(tx, mail(`once-${i}@outbox.test`));
        });
        const smtp = recordingMailer();
        const workers = [test.database, other].map((database) =>
          createOutboxWorker({ database, mailer: smtp.mailer, publicUrl: 'http://c.test', logger }),
        );
        const sent = await Promise.all(workers.map((w) => w.drain()));
        expect(sent[0]! + sent[1]!).toBe(count);
        expect(new Set(smtp.sent).size).toBe(count);
        expect(smtp.sent).toHaveLength(count);
        expect((await rowsOf(test.database)).every((r) => r.status === 'sent')).toBe(true);
      } finally {
        if (other !== test.database) await other.close();
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
      const worker = createOutboxWorker({
        database: test.database,
        mailer: smtp.mailer,
        publicUrl: 'http://c.test',
        logger,
      });
      expect(await worker.drain()).toBe(0);
      expect(smtp.attempts()).toBe(0);
      expect(await rowsOf(test.database)).toMatchObject([{ status: 'cancelled' }]);
    });
  });
}
