import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './lane';

const ASSETS = join(process.env.DIST_DIR || 'dist', 'public', 'assets');

// Markers of the development inspector: its overlay, its host element and the Stately client.
const INSPECTOR = ['State inspector (development)', 'dev-inspector', 'createBrowserInspector'];

test('the production bundle carries no inspector code', () => {
  const scripts = readdirSync(ASSETS).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const found = scripts.flatMap((name) => {
    const text = readFileSync(join(ASSETS, name), 'utf8');
    return INSPECTOR.filter((marker) => text.includes(marker)).map((m) => `${name}: ${m}`);
  });
  expect(found).toEqual([]);
});

// The budget for what /login costs a new visitor, measured as Chromium receives it: every
// request the page makes until the network is idle, bodies as encoded on the wire plus headers.
const LOGIN_BUDGET = { bytes: 150 * 1024, requests: 12 };

type Received = { url: string; type: string; bytes: number; encoding: string };

test('/login loads within 150 kB over the wire, headers included, in at most 12 requests', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const received: Promise<Received>[] = [];
  page.on('requestfinished', (request) => {
    received.push(
      (async () => {
        const sizes = await request.sizes();
        const headers = (await request.response())?.headers() ?? {};
        return {
          url: request.url(),
          type: request.resourceType(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          encoding: headers['content-encoding'] ?? 'identity',
        };
      })(),
    );
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(received);
  const total = loaded.reduce((sum, r) => sum + r.bytes, 0);
  const scripts = loaded.filter((r) => r.type === 'script');
  console.log(
    `/login over the wire: ${(total / 1024).toFixed(1)} kB in ${loaded.length} requests ` +
      `(${scripts.length} scripts, ${(scripts.reduce((sum, r) => sum + r.bytes, 0) / 1024).toFixed(1)} kB)`,
  );
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => s.encoding !== 'br').map((s) => s.url)).toEqual([]);
  expect(loaded.length, loaded.map((r) => r.url).join('\n')).toBeLessThanOrEqual(
    LOGIN_BUDGET.requests,
  );
  expect(total).toBeLessThanOrEqual(LOGIN_BUDGET.bytes);
  await context.close();
});
