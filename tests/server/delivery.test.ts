import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, signIn, startServer, type TestServer } from './harness';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))})`;
const INDEX = '<!doctype html><title>Waypoint</title><script src="/assets/main-AB12.js"></script>';
const html = { accept: 'text/html,*/*;q=0.8' };

/** A built app as build.mjs leaves it: each file with its .br and .gz copy, and a source map. */
function builtApp() {
  const dir = mkdtempSync(join(tmpdir(), 'waypoint-delivery-'));
  mkdirSync(join(dir, 'assets'));
  const write = (path: string, text: string) => {
    writeFileSync(join(dir, path), text);
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(text));
  };
  write('index.html', INDEX);
  write('assets/main-AB12.js', SCRIPT);
  writeFileSync(join(dir, 'assets', 'main-AB12.js.map'), '{"version":3}');
  return dir;
}

describe.each([false, true])('delivery (source maps served: %s)', (serveSourceMaps) => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = builtApp();
    server = await startServer('pglite', { staticDir: dir, serveSourceMaps });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a script Brotli-compressed to a browser that accepts it, gzip to one that only takes gzip', async () => {
    const br = await server.fetch('/assets/main-AB12.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await br.text()).toBe(SCRIPT);
    const gz = await server.fetch('/assets/main-AB12.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(SCRIPT);
  });

  it('sends the page compressed too, revalidated by its ETag', async () => {
    const res = await server.fetch('/users/3', {
      headers: { ...html, 'accept-encoding': 'br' },
    });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await res.text()).toBe(INDEX);
    const again = await server.fetch('/', {
      headers: { ...html, 'accept-encoding': 'identity', 'if-none-match': etag ?? '' },
    });
    expect([200, 304]).toContain(again.status);
  });

  it(`${serveSourceMaps ? 'serves' : 'keeps private'} the source maps`, async () => {
    const res = await server.fetch('/assets/main-AB12.js.map', { headers: { accept: '*/*' } });
    expect(res.status).toBe(serveSourceMaps ? 200 : 404);
  });
});

describe('API answers', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer('pglite');
    token = (await signIn(server, ADMIN)).accessToken;
  });
  afterAll(() => server.close());

  it('are compressed when large, and left alone when small', async () => {
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
    const list = await server.fetch('/api/companies/1/users?pageSize=100', { headers });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-encoding')).toBe('br');
    expect((await list.json()).items.length).toBeGreaterThan(0);
    const health = await server.fetch('/api/health', { headers });
    expect(health.headers.get('content-encoding')).toBeNull();
  });
});
