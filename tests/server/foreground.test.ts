import { type ClientRequest, get } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createForeground, type Foreground } from '#server/http/foreground';
import { signal } from './signal';

const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
};

/** A server whose one route answers when the test lets it, and tells when it started. */
async function heldServer(foreground: Foreground) {
  const app = Fastify();
  foreground.track(app);
  const entered = signal();
  const released = signal();
  app.get('/held', async () => {
    entered.fire();
    await released.fired;
    return { ok: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  // Its own connection, closed when the caller gives up, as a browser closes a tab.
  let request: ClientRequest | undefined;
  const answer = new Promise<unknown>((resolve, reject) => {
    request = get(`http://127.0.0.1:${port}/held`, { agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on('end', () => resolve(JSON.parse(body)));
    });
    request.on('error', reject);
  });
  await entered.fired;
  return {
    app,
    answer,
    release: released.fire,
    abort: () => request?.destroy(new Error('abandoned')),
  };
}

describe('background work gives way to requests (server/http/foreground.ts)', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  it('waits while a request is being answered, and goes on once it is', async () => {
    const foreground = createForeground();
    const held = await heldServer(foreground);
    app = held.app;
    const order: string[] = [];
    const gave = foreground.giveWay(60_000).then(() => order.push('background goes on'));
    await turns(5);
    order.push('request answered');
    held.release();
    expect(await held.answer).toEqual({ ok: true });
    await gave;
    expect(order).toEqual(['request answered', 'background goes on']);
  });

  it('goes on after its patience under steady use', async () => {
    const foreground = createForeground();
    const held = await heldServer(foreground);
    app = held.app;
    let gone = false;
    await foreground.giveWay(20).then(() => {
      gone = true;
    });
    expect(gone).toBe(true);
    held.release();
    await held.answer;
  });

  it('stops waiting for a request its caller abandoned', async () => {
    const foreground = createForeground();
    const held = await heldServer(foreground);
    app = held.app;
    const abandoned = held.answer.catch((err: Error) => err.message);
    held.abort();
    expect(await abandoned).toBe('abandoned');
    // Waits long enough only if the abandoned request were still counted.
    await expect(foreground.giveWay(60_000)).resolves.toBeUndefined();
    held.release();
  });

  it('does not wait when nothing is being answered', async () => {
    const foreground = createForeground();
    await expect(foreground.giveWay(60_000)).resolves.toBeUndefined();
  });
});
