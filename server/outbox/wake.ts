import type { Database } from '#server/db/client';
import { OUTBOX_CHANNEL } from './enqueue';

export type Listener = { stop(): Promise<void>; broken(): boolean };

/**
 * Calls `onWork` whenever a transaction that queued a message commits, in any instance.
 * Answers how to stop listening. On PostgreSQL this holds one pooled connection; if that
 * connection breaks, listening starts again on the next poll.
 */
export async function listenForWork(database: Database, onWork: () => void): Promise<Listener> {
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
  await client.query(`listen ${OUTBOX_CHANNEL}`);
  return {
    async stop() {
      if (!broken) await client.query(`unlisten ${OUTBOX_CHANNEL}`).catch(() => {});
      client.release(broken);
    },
    broken: () => broken,
  };
}
