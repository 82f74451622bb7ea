import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#contract/messages';
import { buildApp } from '#server/app';
import { type Database, openDatabase } from '#server/db/client';
import { seed } from '#server/db/seed';
import {
  ADMIN,
  createTestDatabase,
  DATABASE_KINDS,
  seedOptions,
  type TestDatabase,
  testConfig,
} from './harness';
import { TcpProxy } from './tcp-proxy';

// Needs a real PostgreSQL server behind a proxy that can stop passing bytes.
if (DATABASE_KINDS.includes('postgres')) {
  describe('when PostgreSQL stops answering', () => {
    let test: TestDatabase;
    let proxy: TcpProxy;
    let database: Database;
    let baseUrl: string;
    let close: () => Promise<void>;

    beforeAll(async () => {
      test = await createTestDatabase('postgres');
      const target = new URL(process.env.TEST_DATABASE_URL ?? '');
      proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
      await proxy.start();
      const viaProxy = new URL(target);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      database = await openDatabase({
        url: viaProxy.toString(),
        schema: test.database.schema,
        // Short, so the test does not wait the default 10 s.
        timeoutMs: 300,
        onPoolError: () => {},
      });
      await seed(database, seedOptions);
      const app = await buildApp({
        db: database,
        config: testConfig(),
        logger: pino({ level: 'silent' }),
      });
      baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
      close = async () => {
        await app.close();
        await database.close();
      };
    });
    afterAll(async () => {
      proxy?.resume();
      await proxy?.stop();
      await close?.();
      await test?.drop();
    });

    const signIn = () =>
      fetch(`${baseUrl}/api/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
      });

    it('answers 503 after the configured timeout instead of holding the request', async () => {
      expect((await signIn()).status).toBe(200);

      proxy.hang();
      const ready = await fetch(`${baseUrl}/api/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ title: MSG.databaseUnavailable });
      // Several at once: the pool's connections are all hung, so some wait for one in vain.
      const held = await Promise.all(Array.from({ length: 12 }, () => signIn()));
      expect(held.map((res) => res.status)).toEqual(Array(12).fill(503));
      expect(await held[0]?.json()).toEqual({ title: MSG.databaseUnavailable });

      proxy.resume();
      expect((await signIn()).status).toBe(200);
    });
  });
}
