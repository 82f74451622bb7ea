import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client';
import type { Worker } from '#server/kit/area-work';
import { createNap } from '#server/kit/nap';
import { type Keyring, unseal } from '../keyring';
import { type Claimed, claimDeliveries, releaseAllDeliveries, releaseDelivery } from './claim';
import { checkEndpoint, type Resolve, systemResolve } from './endpoint';
import { fanOut } from './fanout';
import { DELIVERY_TIMEOUT_MS, type Sent, sendEvent } from './send';
import { settle } from './settle';

/** Deliveries sent at once: a hanging endpoint holds one of them, never the console. */
const CLAIM_SIZE = 10;
/** How long a claim holds unless configured: a dead server's deliveries wait this long. */
export const LEASE_MS = 60_000;
/** Events are held without a wake-up, and retries come due: look this often. */
const POLL_MS = 2_000;

export type WebhookWorkerOptions = {
  database: Database;
  keyring: () => Promise<Keyring>;
  logger: FastifyBaseLogger;
  /** Whether endpoints may resolve to private addresses (checked again at each attempt). */
  allowPrivate: boolean;
  /** The clock deciding what is due (tests move it forward to reach a retry). */
  now?: () => Date;
  timeoutMs?: number;
  /**
   * How long a claim keeps a delivery from other instances. An attempt gets at most half of
   * it (the rest is the settle's), so a live claim never lapses under a delivery still sent.
   */
  leaseMs?: number;
  /** Where endpoint names are resolved (tests play a rebinding DNS with it). */
  resolve?: Resolve;
};

/** The deliverer's name among the app's area jobs (`app.areaWork.stopWorker`). */
export const WEBHOOK_WORKER = 'webhooks';

export type WebhookWorker = Omit<Worker, 'name'> & {
  /** Fans out held events and sends every delivery due now; answers how many were tried. */
  drain(): Promise<number>;
};

/**
 * Delivers order events to subscriptions in the background of every instance, at least once:
 * a delivery is settled only after its attempt, so one cut short by a dying server is sent
 * again when its lease lapses (at once on the embedded database, whose process it was).
 */
export function createWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const { database, logger } = options;
  const db = database.db;
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const timeoutMs = Math.min(options.timeoutMs ?? DELIVERY_TIMEOUT_MS, Math.floor(leaseMs / 2));
  const resolve = options.resolve ?? systemResolve;
  /** Private addresses refused: every connection resolves and checks its own name. */
  const guard = options.allowPrivate ? undefined : resolve;
  const owner = randomInt(1, 2 ** 31 - 1);
  let keys: Promise<Keyring> | undefined;
  let stopping = false;
  const closing = new AbortController();
  let loop: Promise<void> | undefined;
  const nap = createNap(POLL_MS);

  async function attempt(row: Claimed, keyring: Keyring): Promise<Sent> {
    if (row.payload === null) {
      return { status: null, ok: false, latencyMs: 0, excerpt: 'The event is no longer kept' };
    }
    // Refuses at once what the endpoint plainly is; the connection's own lookup checks again.
    if (guard && (await checkEndpoint(row.url, guard)) !== 'ok') {
      return {
        status: null,
        ok: false,
        latencyMs: 0,
        excerpt: 'Refused: the endpoint resolves to a private address or not at all',
      };
    }
    const at = now();
    const secrets = [unseal(keyring, row.secret)];
    if (row.previousSecret && row.previousUntil && new Date(row.previousUntil) > at) {
      secrets.push(unseal(keyring, row.previousSecret));
    }
    const envelope = {
      id: String(row.eventId),
      type: row.event,
      created: new Date(row.created).toISOString(),
      data: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    };
    return sendEvent(row.url, envelope, secrets, timeoutMs, closing.signal, guard);
  }

  async function sendDue(): Promise<number> {
    const claimedAt = now();
    const claimed = await claimDeliveries(
      db,
      claimedAt,
      new Date(claimedAt.getTime() + leaseMs),
      CLAIM_SIZE,
      owner,
    );
    if (claimed.length === 0) return 0;
    keys ??= options.keyring();
    const keyring = await keys;
    await Promise.all(
      claimed.map(async (row) => {
        const sent = await attempt(row, keyring).catch(
          (err: unknown): Sent => ({
            status: null,
            ok: false,
            latencyMs: 0,
            excerpt: err instanceof Error ? err.message.slice(0, 200) : 'unknown error',
          }),
        );
        // Cut short by the app closing: handed back rather than counted as the endpoint's failure.
        if (stopping) return releaseDelivery(db, row, owner);
        if (!sent.ok) {
          logger.info({ deliveryId: row.id, attempt: row.attempts }, 'webhook not delivered');
        }
        await settle(db, row, sent, now(), owner);
      }),
    );
    return claimed.length;
  }

  async function drain() {
    let total = 0;
    while (!stopping && (await fanOut(db, now())) > 0);
    for (;;) {
      if (stopping) return total;
      const tried = await sendDue();
      if (tried === 0) return total;
      total += tried;
    }
  }

  async function run() {
    while (!stopping) {
      try {
        await drain();
      } catch (err) {
        // The database may be away for a while: try again at the next poll.
        logger.warn({ err }, 'webhook delivery paused');
      }
      if (stopping) break;
      await nap.sleep();
    }
  }

  return {
    async start() {
      if (loop) return;
      if (database.driver.kind === 'pglite') await releaseAllDeliveries(db);
      loop = run();
    },
    async stop() {
      stopping = true;
      closing.abort();
      nap.wake();
      await loop;
    },
    drain,
  };
}
