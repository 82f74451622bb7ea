import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/client';
import { listenForWork } from '#server/outbox/wake';
import { TcpProxy } from './tcp-proxy';
import { createTestDatabase, type TestDatabase } from './test-database';

/** The pool's size (server/db/client.ts). */
const POOL_MAX = 10;

// The outbox listens on a pooled connection only on PostgreSQL.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the outbox listener when PostgreSQL hangs (needs TEST_DATABASE_URL)',
  () => {
    let test: TestDatabase;
    let proxy: TcpProxy;
    let database: Database;
    beforeAll(async () => {
      test = await createTestDatabase('postgres');
      const target = new URL(test.url ?? '');
      proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
      await proxy.start();
      const viaProxy = new URL(target);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      database = await openDatabase({
        url: viaProxy.toString(),
        // Bounds how long a listen attempt waits on the hung database before it fails.
        timeoutMs: 5000,
        onPoolError: () => {},
      });
    });
    afterAll(async () => {
      proxy.resume();
      await database.close();
      await proxy.stop();
      await test.drop();
    });

    it('gives its connection back when listening fails, so the server reaches the database again once it answers', async () => {
      // Every connection of the pool open and idle, as on a busy server.
      if (database.driver.kind !== 'postgres') throw new Error('PostgreSQL expected');
      const { pool } = database.driver;
      const held = await Promise.all(Array.from({ length: POOL_MAX }, () => pool.connect()));
      for (const client of held) client.release();
      proxy.hang();
      // The sender retries at every poll; each attempt takes an idle connection and times out.
      const attempts = await Promise.allSettled(
        Array.from({ length: POOL_MAX }, (_, i) => listenForWork(database, () => {}, i + 1)),
      );
      expect(attempts.map((a) => a.status)).toEqual(Array(POOL_MAX).fill('rejected'));

      proxy.resume();
      await expect(database.ping()).resolves.toBeUndefined();
    });
  },
);
