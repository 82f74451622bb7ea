import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#contract/messages';
import { buildApp } from '#server/app';
import { type Database, openDatabase } from '#server/db/client';
import { isDatabaseUnavailable } from '#server/db/errors';
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

describe('recognising an unreachable database', () => {
  it('tells connection failures from query errors', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const wrapped = new Error('Failed query: select 1', { cause: refused });
    const shutdown = Object.assign(new Error('terminating connection'), { code: '57P01' });
    const noConnection = Object.assign(new Error('x'), { code: '08006' });
    const dualStack = new AggregateError([refused], '');
    expect(
      [refused, wrapped, shutdown, noConnection, dualStack].map(isDatabaseUnavailable),
    ).toEqual([true, true, true, true, true]);
    const syntax = Object.assign(new Error('syntax error'), { code: '42601' });
    const unique = new Error('Failed query', {
      cause: Object.assign(new Error('dup'), { code: '23505' }),
    });
    expect([syntax, unique, undefined, 'text'].map(isDatabaseUnavailable)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

// Needs a real PostgreSQL server behind a proxy that can be cut and restored.
if (DATABASE_KINDS.includes('postgres')) {
  describe('when PostgreSQL goes away and comes back', () => {
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
      await close?.();
      await proxy?.stop();
      await test?.drop();
    });

    const signIn = () =>
      fetch(`${baseUrl}/api/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
      });

    it('answers 503 while it is away and recovers without a restart', async () => {
      expect((await fetch(`${baseUrl}/api/ready`)).status).toBe(200);
      expect((await signIn()).status).toBe(200);

      await proxy.stop();
      const ready = await fetch(`${baseUrl}/api/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ title: MSG.databaseUnavailable });
      const refused = await signIn();
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ title: MSG.databaseUnavailable });
      expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);

      await proxy.start();
      expect((await fetch(`${baseUrl}/api/ready`)).status).toBe(200);
      expect((await signIn()).status).toBe(200);
    });
  });
}
