import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client';
import type { Mailer } from '#server/mail/mailer';
import { claimDue, markCancelled, markFailedAttempt, markSent, release, releaseAll } from './claim';
import { renderInvitations } from './invitations';
import { renderMessage } from './render';
import { type Listener, listenForWork } from './wake';

/** Messages claimed at a time: few enough that one instance never hoards a big import. */
const BATCH = 50;
/** A claim lasts this long; a worker stops using one after half of it, well before expiry. */
const LEASE_MS = 5 * 60_000;
/** Retries come due and other instances' wake-ups may be missed: look again this often. */
const POLL_MS = 5_000;

export type OutboxWorkerOptions = {
  database: Database;
  mailer: Mailer;
  publicUrl: string;
  logger: FastifyBaseLogger;
  /** The clock deciding what is due (tests move it forward to reach a retry). */
  now?: () => Date;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's sender; it holds a pooled connection while it runs. */
    outboxSender: OutboxWorker;
  }
}

export type OutboxWorker = {
  /** Sends in the background until stop(): at once on a committed enqueue, else every 5 s. */
  start(): Promise<void>;
  /** Finishes the message being sent, hands the rest of its claim back, stops. */
  stop(): Promise<void>;
  /** Sends every message due now; resolves with how many went out. */
  drain(): Promise<number>;
};

/** Why a send failed, without the address or text a server's answer may quote. */
function failureCode(err: unknown): string {
  const { code, responseCode } = (err ?? {}) as { code?: unknown; responseCode?: unknown };
  if (typeof responseCode === 'number') return `SMTP ${responseCode}`;
  if (typeof code === 'string') return code;
  return err instanceof Error ? err.name : 'unknown';
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { database, mailer, publicUrl, logger } = options;
  const db = database.db;
  const now = options.now ?? (() => new Date());
  let stopping = false;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;
  let woken = false;
  let listener: Listener | undefined;
  // This sender's liveness-lock key on PostgreSQL; the embedded database has one process only.
  const owner = database.driver.kind === 'postgres' ? randomInt(1, 2 ** 31 - 1) : null;

  /** Listening (and, on PostgreSQL, holding the liveness lock) before anything is claimed. */
  async function ensureListening() {
    if (listener?.broken()) {
      await listener.stop();
      listener = undefined;
    }
    listener ??= await listenForWork(database, wake, owner ?? 0);
  }

  const wake = () => {
    woken = true;
    wakeUp?.();
  };

  /** One claim's worth; answers how many were sent, or undefined when nothing was due. */
  async function sendBatch(): Promise<number | undefined> {
    const claimedAt = now();
    const leaseUntil = new Date(claimedAt.getTime() + LEASE_MS);
    const claimed = await claimDue(db, claimedAt, leaseUntil, BATCH, owner);
    if (claimed.length === 0) return undefined;
    const invitations = await renderInvitations(db, publicUrl, claimed).catch(async (err) => {
      // Not this claim's fault: hand it back at once rather than after the lease.
      await release(
        db,
        claimed.map((r) => r.id),
        owner,
      ).catch(() => {});
      throw err;
    });
    let sent = 0;
    for (const [i, row] of claimed.entries()) {
      // Without its liveness lock (connection lost) other instances may already be taking
      // these over; past half the lease they soon will: either way, stop sending them.
      const lost = listener?.broken() === true;
      if (stopping || lost || now().getTime() - claimedAt.getTime() > LEASE_MS / 2) {
        await release(
          db,
          claimed.slice(i).map((r) => r.id),
          owner,
        ).catch(() => {});
        break;
      }
      try {
        const message =
          row.kind === 'invitation'
            ? invitations.get(row.id)
            : await renderMessage(db, publicUrl, row);
        if (!message) {
          await markCancelled(db, row.id);
          continue;
        }
        await mailer.send(message);
      } catch (err) {
        const code = failureCode(err);
        logger.warn({ outboxId: row.id, attempt: row.attempts, code }, 'message not sent');
        await markFailedAttempt(db, row, now(), code);
        continue;
      }
      await markSent(db, row.id, now());
      sent++;
    }
    return sent;
  }

  async function drain() {
    await ensureListening();
    let total = 0;
    for (;;) {
      const sent = await sendBatch();
      if (sent === undefined || stopping) return total;
      total += sent;
    }
  }

  async function run() {
    while (!stopping) {
      woken = false;
      try {
        await drain();
      } catch (err) {
        // The database may be away for a while: try again at the next poll.
        logger.warn({ err }, 'outbox paused');
      }
      if (stopping || woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, POLL_MS);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = undefined;
    }
  }

  return {
    async start() {
      if (loop) return;
      if (database.driver.kind === 'pglite') await releaseAll(db);
      loop = run();
    },
    async stop() {
      stopping = true;
      wakeUp?.();
      await loop;
      await listener?.stop().catch(() => {});
    },
    drain,
  };
}
