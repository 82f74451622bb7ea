import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#contract/messages';
import { DATABASE_KINDS } from './harness';
import { type ProxiedServer, startBehindProxy } from './proxied-server';

// Needs a real PostgreSQL server behind a proxy that can stop passing bytes.
if (DATABASE_KINDS.includes('postgres')) {
  describe('when PostgreSQL stops answering', () => {
    let server: ProxiedServer;
    beforeAll(async () => {
      server = await startBehindProxy(300);
    });
    afterAll(() => server?.close());

    it('answers 503 after the configured timeout instead of holding the request', async () => {
      expect((await server.signIn()).status).toBe(200);

      server.proxy.hang();
      const ready = await fetch(`${server.baseUrl}/api/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ title: MSG.databaseUnavailable });
      // Several at once: the pool's connections are all hung, so some wait for one in vain.
      const held = await Promise.all(Array.from({ length: 12 }, () => server.signIn()));
      expect(held.map((res) => res.status)).toEqual(Array(12).fill(503));
      expect(await held[0]?.json()).toEqual({ title: MSG.databaseUnavailable });

      server.proxy.resume();
      expect((await server.signIn()).status).toBe(200);
    });
  });
}
