#!/usr/bin/env node
// Screenshots of the main pages at 1280 and 375 px in the light and dark themes, into
// docs/screens/<page>-<width>-<theme>.png, so a reviewer sees the look without running it.
//   node build.mjs && node scripts/screenshots.mjs [--port 4480]
// It starts the built server (DIST_DIR, default dist) as the e2e tests do: a fresh embedded
// database with the demo data, signed in as the admin it creates. Debian's Chromium drives it
// (CHROMIUM_PATH, default /usr/bin/chromium), never a browser Playwright downloads.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { chromium } from 'playwright-core';
import { root } from './build-stamp.mjs';
import { serverNodeFlags } from './server-flags.mjs';

const portFlag = process.argv.indexOf('--port');
const port = portFlag > 0 ? Number(process.argv[portFlag + 1]) : 4480;
const base = `http://127.0.0.1:${port}`;
const out = join(root, 'docs/screens');
const ADMIN = { email: 'admin@waypoint.test', password: 'screenshots-admin-password' };
const COMPANY = 1; // The demo company the seed creates and the admin belongs to.
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];
const THEMES = ['light', 'dark'];

/** Starts the server on a fresh data directory; resolves once /api/health answers. */
async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'waypoint-screens-'));
  const dist = process.env.DIST_DIR || 'dist';
  const server = spawn('node', [...serverNodeFlags(), join(dist, 'server/main.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_DATA: '1',
      // Enough search events for every widget to draw, without the default's seeding time.
      DEMO_EVENTS: '20000',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // The first start migrates and seeds: it has taken over a minute on a loaded machine.
  for (let tries = 0; tries < 600; tries += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return stop;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('the server did not answer /api/health');
}

async function signIn(page) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Not the first h1: /login has one too. Signed in is when the app has left /login.
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // A first sign-in starts the tour; the screens show the pages, not the tour over them.
  const skip = page.getByRole('button', { name: 'Skip tour' });
  await skip.waitFor({ timeout: 5000 }).then(
    () => skip.click(),
    () => undefined,
  );
}

/** The pages to show: a path, or a step that reaches the page from a list. */
const list = (area) => `/companies/${COMPANY}/${area}`;
const firstRowLink = (name) => async (page, goto) => {
  await goto(list(name.area));
  await page.getByRole('link', { name: name.link }).first().click();
};
const PAGES = [
  { name: 'login', path: '/login', signedIn: false },
  // A visitor page: a signed-in user is sent home from it.
  { name: 'playground', path: '/playground/card', signedIn: false },
  { name: 'company-dashboard', path: `/companies/${COMPANY}` },
  { name: 'users-list', path: list('users') },
  { name: 'user-view', open: firstRowLink({ area: 'users', link: /^View / }) },
  { name: 'roles-list', path: list('roles') },
  // The first role that is not a system role: those open read-only.
  {
    name: 'role-edit',
    open: async (page, goto) => {
      await goto(list('roles'));
      const custom = page.getByRole('row').filter({ hasNotText: 'System' }).nth(1);
      await custom.getByRole('button', { name: /^Edit / }).click();
    },
  },
  { name: 'applications-list', path: list('apps') },
  { name: 'application-edit', open: firstRowLink({ area: 'apps', link: /^Edit / }) },
  { name: 'settings', path: list('settings') },
];
// --only users-list,roles-list: retake some pages only.
const onlyFlag = process.argv.indexOf('--only');
const only = onlyFlag > 0 ? process.argv[onlyFlag + 1].split(',') : null;
const chosen = PAGES.filter((spec) => !only || only.includes(spec.name));

/** Waits until the page has drawn: its heading, no request in flight, no skeleton left. */
async function settle(page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page
    .locator('[role="status"]:has(span[aria-hidden="true"])')
    .first()
    .waitFor({
      state: 'detached',
      timeout: 5000,
    })
    .catch(() => undefined);
}

/**
 * Two animation frames, then every transition a theme change started has ended (a button's
 * colours move over 120 ms): the page is shot as it looks, not halfway between two themes.
 */
const painted = (page) =>
  page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const moving = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.all(moving.map((a) => a.finished.catch(() => undefined)));
  });

/**
 * Each page is opened once and shot at every width and in every theme: a resize and the theme
 * attribute restyle it in place, and loading pages is what takes the time on a busy machine.
 */
async function shootAll(browser) {
  const [first] = WIDTHS;
  const context = await browser.newContext({ viewport: first, reducedMotion: 'reduce' });
  // Generous waits: the server seeds search events in the background after its first start.
  context.setDefaultTimeout(120_000);
  const page = await context.newPage();
  let signedIn = false;
  // A full load that lands on /login (the session ended meanwhile) signs in again and retries.
  const goto = async (path) => {
    await page.goto(`${base}${path}`);
    if (path === '/login' || path.startsWith('/playground')) return;
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    if (new URL(page.url()).pathname !== '/login') return;
    await signIn(page);
    await page.goto(`${base}${path}`);
  };
  for (const spec of chosen) {
    await page.setViewportSize(first);
    if (spec.signedIn === false) await goto(spec.path);
    else {
      if (!signedIn) await signIn(page);
      signedIn = true;
      if (spec.path) await goto(spec.path);
      else await spec.open(page, goto);
    }
    await settle(page);
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await page.waitForLoadState('networkidle');
      for (const theme of THEMES) {
        await page.evaluate((chosenTheme) => {
          document.documentElement.dataset.theme = chosenTheme;
        }, theme);
        await painted(page);
        const file = join(out, `${spec.name}-${viewport.width}-${theme}.png`);
        await page.screenshot({ path: file });
        console.log(`wrote ${relative(root, file)}`);
      }
    }
  }
  await context.close();
}

mkdirSync(out, { recursive: true });
const stop = await startServer();
// Ctrl+C stops the server and removes its data too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stop();
    process.exit(1);
  });
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  await shootAll(browser);
} finally {
  await browser.close();
  stop();
}
