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
