import type { Database } from '#server/db/client';
import { OUTBOX_CHANNEL } from './enqueue';

export type Listener = { stop(): Promise<void>; broken(): boolean };

/**
 * Calls `onWork` whenever a transaction that queued a message commits, in any instance.
 * Answers how to stop listening. On PostgreSQL this holds one pooled connection, which also
 * holds the sender's liveness lock; if that connection breaks, both start again before the
 * next claim.
 */
/** The first key of every outbox sender's advisory lock; the second is the sender's own. */
export const SENDER_LOCK_CLASS = 7_414_530;

export async function listenForWork(
  database: Database,
  onWork: () => void,
  owner: number,
): Promise<Listener> {
  const { driver } = database;
  if (driver.kind === 'pglite') {
    const stop = await driver.client.listen(OUTBOX_CHANNEL, onWork);
    return { stop, broken: () => false };
  }
  const client = await driver.pool.connect();
  let broken = false;
  client.on('notification', (n) => {
    if (n.channel === OUTBOX_CHANNEL) onWork();
  });
  client.on('error', () => {
    broken = true;
  });
  try {
    await client.query(`listen ${OUTBOX_CHANNEL}`);
    // Held while this connection lives: when the process dies, so does the lock, and other
    // instances take over its claimed messages at once instead of after the lease.
    await client.query('select pg_advisory_lock($1, $2)', [SENDER_LOCK_CLASS, owner]);
  } catch (err) {
    // The database went away while listening began: the connection goes back broken, or
    // each outage would keep one of the pool's few connections for good.
    client.release(true);
    throw err;
  }
  return {
    async stop() {
      if (!broken) {
        await client.query(`unlisten ${OUTBOX_CHANNEL}`).catch(() => {});
        await client
          .query('select pg_advisory_unlock($1, $2)', [SENDER_LOCK_CLASS, owner])
          .catch(() => {});
      }
      client.release(broken);
    },
    broken: () => broken,
  };
}
