import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

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

// The spec's budget for what /login costs a new visitor, measured as Chromium receives it.
const LOGIN_JS_BUDGET = 150 * 1024;

test('/login loads at most 150 kB of JavaScript over the wire, compressed', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: Promise<{ url: string; bytes: number; encoding: string }>[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    scripts.push(
      response
        .request()
        .sizes()
        .then(async (sizes) => ({
          url: response.url(),
          bytes: sizes.responseBodySize,
          encoding: (await response.allHeaders())['content-encoding'] ?? 'identity',
        })),
    );
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  const total = loaded.reduce((sum, s) => sum + s.bytes, 0);
  console.log(
    `/login JavaScript over the wire: ${(total / 1024).toFixed(1)} kB in ${loaded.length} files`,
  );
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((s) => s.encoding !== 'br').map((s) => s.url)).toEqual([]);
  expect(total).toBeLessThanOrEqual(LOGIN_JS_BUDGET);
  await context.close();
});
