import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#contract/messages';
import { isDatabaseUnavailable } from '#server/db/errors';
import { type ProxiedServer, startBehindProxy } from './proxied-server';

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
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'when PostgreSQL goes away and comes back (needs TEST_DATABASE_URL)',
  () => {
    let server: ProxiedServer;
    beforeAll(async () => {
      server = await startBehindProxy();
    });
    afterAll(() => server?.close());

    it('answers 503 while it is away and recovers without a restart', async () => {
      expect((await fetch(`${server.baseUrl}/api/ready`)).status).toBe(200);
      expect((await server.signIn()).status).toBe(200);

      await server.proxy.stop();
      const ready = await fetch(`${server.baseUrl}/api/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ title: MSG.databaseUnavailable });
      const refused = await server.signIn();
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ title: MSG.databaseUnavailable });
      expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);

      await server.proxy.start();
      expect((await fetch(`${server.baseUrl}/api/ready`)).status).toBe(200);
      expect((await server.signIn()).status).toBe(200);
    });
  },
);
