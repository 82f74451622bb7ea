import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#contract/messages';
import { NOT_BUILT } from '#server/http/static';
import { startServer, type TestServer } from './harness';

const INDEX =
  '<!doctype html><title>Waypoint</title><script src="/assets/main-3F2A9C.js"></script>';
const html = { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } };

describe('the single-page app', () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'waypoint-static-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(join(dir, 'assets', 'main-3F2A9C.js'), 'console.log("hi")');
    server = await startServer('pglite', { staticDir: dir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves index.html at / and asks browsers to revalidate it', async () => {
    const res = await server.fetch('/', html);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets with a long, immutable cache', async () => {
    const res = await server.fetch('/assets/main-3F2A9C.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('console.log("hi")');
  });

  it('answers client routes with index.html so deep links work', async () => {
    for (const path of ['/login?redirect=%2Fusers', '/companies/1/users/3', '/error-404']) {
      const res = await server.fetch(path, html);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(INDEX);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('does not answer a missing script with the page', async () => {
    const res = await server.fetch('/assets/gone-123.js', { headers: { accept: '*/*' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ title: MSG.notFound });
  });

  it('keeps unknown API paths JSON even for a browser', async () => {
    const res = await server.fetch('/api/nothing-here', html);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ title: MSG.notFound });
  });
});

describe('without a built SPA', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite', { staticDir: join(tmpdir(), 'waypoint-no-such-dir') });
  });
  afterAll(() => server.close());

  it('says in plain text that the console is not built', async () => {
    const res = await server.fetch('/users', html);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(await res.text()).toBe(NOT_BUILT);
    expect((await server.fetch('/api/health')).status).toBe(200);
  });
});
