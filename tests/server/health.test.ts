import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#contract/messages';
import {
  ADMIN,
  DATABASE_KINDS,
  describeEachDatabase,
  startServer,
  type TestServer,
} from './harness';

describeEachDatabase('health and readiness', (server) => {
  it('answers liveness', async () => {
    const res = await server().fetch('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers ready while the database answers', async () => {
    const res = await server().fetch('/api/ready');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
  });

  it('names a fresh request id on every answer', async () => {
    const a = (await server().fetch('/api/health')).headers.get('x-request-id');
    const b = (await server().fetch('/api/health')).headers.get('x-request-id');
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(b).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
  });

  it('keeps the caller’s request id, but not one that could spoil the logs', async () => {
    const kept = await server().fetch('/api/health', {
      headers: { 'x-request-id': 'lb-1234.abc' },
    });
    expect(kept.headers.get('x-request-id')).toBe('lb-1234.abc');
    const replaced = await server().fetch('/api/health', {
      headers: { 'x-request-id': 'bad id\twith "quotes"' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers JSON 404 for an unknown API path, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await server().fetch('/api/no/such/thing', {
        method,
        headers: { accept: 'text/html' },
      });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toEqual({ title: MSG.notFound });
    }
  });
});

for (const kind of DATABASE_KINDS) {
  describe(`when the database is gone [${kind}]`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(kind);
      // As at shutdown, the sender lets go of its connection first: a pool ends only when
      // every connection has come back.
      await server.app.outboxSender.stop();
      await server.database.close();
    });
    afterAll(() => server.close());

    it('reports not ready with a clear message', async () => {
      const res = await server.fetch('/api/ready');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ title: MSG.databaseUnavailable });
    });

    it('answers requests that need it with 503, and liveness still with 200', async () => {
      const res = await server.fetch('/api/auth/token', {
        method: 'POST',
        body: { username: ADMIN.email, password: ADMIN.password },
      });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ title: MSG.databaseUnavailable });
      expect((await server.fetch('/api/health')).status).toBe(200);
    });
  });
}
