import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client';
import { createNap } from '#server/kit/nap';
import type { Mailer, MailMessage } from '#server/mail/mailer';
import { claimDue, markDone, markFailedAttempt, type Outcome, release, releaseAll } from './claim';
import { renderInvitations } from './invitations';
import { type OutboxRow, renderMessage } from './render';
import { type Listener, listenForWork } from './wake';

/**
 * Messages claimed at a time. Over SMTP each is sent and marked alone, so a claim is small
 * enough that one instance never hoards a big import. The file outbox marks a claim together:
 * big enough that claim and mark cost little per message, still well under a second's work.
 */
const claimSize = (mailer: Mailer) => (mailer.idempotent ? 500 : 50);
/** Files written at once: the file system works on several in its threads meanwhile. */
const WRITERS = 16;
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
  const nap = createNap(POLL_MS);
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
    nap.wake();
  };

  type Claimed = OutboxRow & { attempts: number };
  type Failure = { failed: string };

  /** Renders and sends one message; answers how it ended, an error code if it failed. */
  async function deliver(row: Claimed, message: MailMessage | undefined | Failure) {
    if (!message) return { id: row.id, status: 'cancelled' } satisfies Outcome;
    if ('failed' in message) return message;
    try {
      await mailer.send(message, row.key);
      return { id: row.id, status: 'sent' } satisfies Outcome;
    } catch (err) {
      return { failed: failureCode(err) } satisfies Failure;
    }
  }

  async function render(row: Claimed, invitations: Map<number, MailMessage>) {
    if (row.kind === 'invitation') return invitations.get(row.id);
    try {
      return await renderMessage(db, publicUrl, row);
    } catch (err) {
      return { failed: failureCode(err) } satisfies Failure;
    }
  }

  /**
   * One claim's worth; answers how many were sent, or undefined when nothing was due.
   *
   * Exactly once. Over SMTP, as before groups: each message is marked in its own commit right
   * after the server accepted it, so a process killed between the two sends that one message
   * again, never more (what a server accepted cannot be recalled). The file outbox (idempotent)
   * writes the whole claim, then marks it in one commit: a process killed in between leaves
   * files whose rows are still pending, and whoever claims them next writes them under the same
   * name (the row's key), which the mailer never overwrites, so each file is written once and
   * the second claim only marks it. Two instances never hold one row: the claim takes rows
   * FOR UPDATE SKIP LOCKED and leases them (claim.ts).
   */
  async function sendBatch(): Promise<number | undefined> {
    const claimedAt = now();
    const leaseUntil = new Date(claimedAt.getTime() + LEASE_MS);
    const claimed = await claimDue(db, claimedAt, leaseUntil, claimSize(mailer), owner);
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
    const grouped = mailer.idempotent === true;
    const done: Outcome[] = [];
    let sent = 0;
    for (let i = 0; i < claimed.length; i += grouped ? WRITERS : 1) {
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
      const chunk = claimed.slice(i, i + (grouped ? WRITERS : 1));
      // Rendered one after the other (a link is a statement each), then written together.
      const messages: (MailMessage | undefined | Failure)[] = [];
      for (const row of chunk) messages.push(await render(row, invitations));
      const results = await Promise.all(chunk.map((row, j) => deliver(row, messages[j])));
      for (const [j, row] of chunk.entries()) {
        const result = results[j];
        if (!result) continue;
        if ('failed' in result) {
          const code = result.failed;
          logger.warn({ outboxId: row.id, attempt: row.attempts, code }, 'message not sent');
          await markFailedAttempt(db, row, now(), code);
          continue;
        }
        if (result.status === 'sent') sent++;
        if (grouped) done.push(result);
        else await markDone(db, [result], now());
      }
    }
    await markDone(db, done, now());
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
      await nap.sleep();
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
      nap.wake();
      await loop;
      await listener?.stop().catch(() => {});
    },
    drain,
  };
}
