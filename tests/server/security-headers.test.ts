import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

const html = { headers: { accept: 'text/html' } };

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  const entries = (header ?? '').split(';').map((part) => part.trim().split(/\s+/));
  return new Map(entries.map(([name = '', ...values]) => [name, values]));
}

describe('security headers', () => {
  let server: TestServer;
  let https: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'waypoint-headers-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Waypoint</title>');
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'main-ABC123.js'), 'export {};');
    server = await startServer('pglite', { staticDir: dir });
    https = await startServer('pglite', { staticDir: dir, publicUrl: 'https://console.test' });
  });
  afterAll(async () => {
    await server?.close();
    await https?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const answers = () => [
    server.fetch('/', html),
    server.fetch('/companies/1/users', html),
    server.fetch('/api/health'),
    server.fetch('/api/companies'),
    server.fetch('/api/no-such-thing'),
  ];

  it('lets pages run only their own script files, in no frame, sniffing nothing', async () => {
    for (const res of await Promise.all(answers())) {
      const csp = directives(res.headers.get('content-security-policy'));
      const scripts = csp.get('script-src') ?? [];
      expect(scripts).toContain("'self'");
      expect(scripts.filter((s) => s.startsWith("'") && s !== "'self'")).toEqual([]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends the build’s script files without the document’s headers, but not sniffable', async () => {
    const res = await server.fetch('/assets/main-ABC123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('asks browsers to keep to https when the console is served over it', async () => {
    for (const path of ['/', '/api/health']) {
      const res = await https.fetch(path, html);
      expect(res.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });
});
