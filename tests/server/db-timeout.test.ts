import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#contract/messages';
import { type ProxiedServer, startBehindProxy } from './proxied-server';

// Needs a real PostgreSQL server behind a proxy that can stop passing bytes.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'when PostgreSQL stops answering (needs TEST_DATABASE_URL)',
  () => {
    let server: ProxiedServer;
    beforeAll(async () => {
      // Long beside a statement of this test even on a busy machine (the sign-ins before the
      // hang and after it must not run into it), short enough not to make the wait long.
      server = await startBehindProxy(3000);
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
  },
);
