#!/usr/bin/env node
// Screenshots of every page the navigation lists — each area's list and the first record it
// links to, the company's pages, an application's and the platform admin's — at 1366 and 390
// px in the light and dark themes, into docs/screens/<page>-<width>-<theme>.png, so a reviewer
// sees the look without running it. The pages are read from the navigation as the admin sees
// it, so a new area's pages are taken without a change here.
//   node build.mjs && node scripts/screenshots.mjs [--port 4480]
// It starts the built server (DIST_DIR, default dist) as the e2e tests do: a fresh embedded
// database with the demo data, signed in as the admin it creates. Debian's Chromium drives it
// (CHROMIUM_PATH, default /usr/bin/chromium), never a browser Playwright downloads.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
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
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];
/** The demo application whose pages the navigation lists once it is open. */
const APP = 1;
// --only users,roles: retake some pages only (and their records).
const onlyFlag = process.argv.indexOf('--only');
const only = onlyFlag > 0 ? process.argv[onlyFlag + 1].split(',') : null;
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

/** A page's file name from its path: /companies/1/users → users, /applications/1/x/y → app-x-y. */
const nameOf = (path) => {
  const trimmed = path
    .replace(`/companies/${COMPANY}`, '')
    .replace(`/applications/${APP}`, '/app')
    .replace(/^\//, '');
  return trimmed === '' ? 'company-dashboard' : trimmed.replace(/[^a-zA-Z0-9]+/g, '-');
};

/** Every link of a navigation, its folded sections opened first; add forms left out. */
async function navLinks(page, name) {
  const nav = page.getByRole('navigation', { name });
  await nav.waitFor();
  // Each section opened leaves one folded fewer: open the first until none is left.
  const folded = nav.locator('button[aria-expanded="false"]');
  for (let open = 0; open < 50 && (await folded.count()) > 0; open += 1) {
    await folded.first().click();
  }
  const hrefs = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => new URL(a.href).pathname));
  return [...new Set(hrefs)].filter(
    (href) => !/\/(add|new)$/.test(href) && !['/account', '/select-company'].includes(href),
  );
}

/** The pages to show: every page of the main and admin navigations. */
async function pagesToShow(page, goto) {
  await goto(`/applications/${APP}`);
  const main = await navLinks(page, 'Main');
  await goto('/admin/crm');
  const admin = await navLinks(page, 'Platform administration');
  return [...main, ...admin].map((path) => ({ name: nameOf(path), path }));
}

/** The list's first record, opened from its first row's first link, if the list has one. */
async function openFirstRecord(page) {
  const link = page.getByRole('main').getByRole('row').nth(1).getByRole('link').first();
  if ((await link.count()) === 0) return false;
  await link.click();
  return true;
}

/** Waits until the page has drawn: its heading, no request in flight, no skeleton left. */
async function settle(page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page
    // A skeleton's bones and a spinner are hidden from assistive technology; a page opened by a
    // click in the app (no navigation to wait for) shows them until its data and code arrive.
    .locator('[role="status"]:has([aria-hidden="true"])')
    .first()
    .waitFor({
      state: 'detached',
      timeout: 60_000,
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
  // A full load that lands on /login (the session ended meanwhile) signs in again and retries.
  const goto = async (path) => {
    await page.goto(`${base}${path}`);
    if (path === '/login') return;
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    if (new URL(page.url()).pathname !== '/login') return;
    await signIn(page);
    await page.goto(`${base}${path}`);
  };
  /** Shoots the page as it stands at every width, in every theme. */
  const shoot = async (name) => {
    await settle(page);
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await page.waitForLoadState('networkidle');
      for (const theme of THEMES) {
        await page.evaluate((chosenTheme) => {
          document.documentElement.dataset.theme = chosenTheme;
        }, theme);
        await painted(page);
        const file = join(out, `${name}-${viewport.width}-${theme}.png`);
        await page.screenshot({ path: file });
        console.log(`wrote ${relative(root, file)}`);
      }
    }
    await page.setViewportSize(first);
  };
  if (!only || only.includes('login')) {
    await goto('/login');
    await shoot('login');
  }
  await signIn(page);
  const pages = (await pagesToShow(page, goto)).filter((spec) => !only || only.includes(spec.name));
  for (const spec of pages) {
    await goto(spec.path);
    await shoot(spec.name);
    if (await openFirstRecord(page)) await shoot(`${spec.name}-record`);
  }
  await context.close();
}

mkdirSync(out, { recursive: true });
// A whole run replaces the set: a page gone from the navigation leaves no stale picture.
if (!only) {
  for (const file of readdirSync(out)) if (file.endsWith('.png')) rmSync(join(out, file));
}
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
