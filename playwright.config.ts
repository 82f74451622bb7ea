import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { DEMO_EDITOR, E2E_ADMIN, E2E_LANES, laneDataDir, lanePort, laneURL } from './e2e/env';
import { E2E_FAKE_GOOGLE_URL } from './e2e/social-setup';
import { serverNodeFlags } from './scripts/server-flags.mjs';

// The built app, served by the real server, once per lane (e2e/env.ts): each lane has its own
// port and a fresh embedded database. Workers load this file again; the variable (inherited from
// the main process) keeps them from making directories of their own. e2e/teardown.ts removes it.
process.env.WAYPOINT_E2E_DATA ??= mkdtempSync(join(tmpdir(), 'waypoint-e2e-'));
const runDir = process.env.WAYPOINT_E2E_DATA;
const lanes = Array.from({ length: E2E_LANES }, (_, lane) => lane);
for (const lane of lanes) mkdirSync(laneDataDir(runDir, lane), { recursive: true });

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  forbidOnly: true,
  globalTeardown: './e2e/teardown.ts',
  globalSetup: './e2e/social-setup.ts',
  retries: 0,
  // One worker per lane: a worker uses its lane's server only (e2e/lane.ts).
  workers: E2E_LANES,
  reporter: [['list']],
  // Generous waits: CI machines are small and argon2 is deliberately slow; nothing here is timed.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: laneURL(0),
    headless: true,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          // Debian's Chromium (scripts/ensure-chromium.mjs), never a browser Playwright downloads.
          executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: lanes.map((lane) => ({
    // Started with the Node flags of `npm start`, so the tests run the server as production does.
    command: `exec node ${serverNodeFlags().join(' ')} --enable-source-maps ${process.env.DIST_DIR || 'dist'}/server/main.mjs`,
    url: `${laneURL(lane)}/api/health`,
    reuseExistingServer: false,
    // A first start creates the embedded database and seeds the demo data, events included;
    // on a loaded machine that has taken over a minute and a half.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(lanePort(lane)),
      HOST: '127.0.0.1',
      DATA_DIR: laneDataDir(runDir, lane),
      DATABASE_URL: '',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DEMO_DATA: '1',
      DEMO_PASSWORD: DEMO_EDITOR.password,
      // Enough search events for every widget to draw, without the default's seeding time.
      DEMO_EVENTS: '20000',
      DEMO_ORDERS: '500',
      LOG_LEVEL: 'warn',
      // Every list statement is checked against its shape (server/kit/statements.ts).
      WAYPOINT_VERIFY_STATEMENTS: '1',
      // Access tokens expire mid-session, so every spec runs through refresh and retry.
      ACCESS_TOKEN_TTL_SECONDS: '5',
      // e2e/webhooks.spec.ts receives webhooks on loopback.
      WEBHOOKS_ALLOW_PRIVATE: '1',
      // The demo's integrations point at made-up hosts: checked on schedule they would all turn
      // Down, and the health page's e2e reads the states the demo gives them.
      HEALTH_CHECK_MINUTES: '0',
      // e2e/social-setup.ts runs a fake Google-kind provider here.
      GOOGLE_CLIENT_ID: 'fake-google-client.apps.test',
      GOOGLE_CLIENT_SECRET: 'fake-secret',
      GOOGLE_ISSUER: E2E_FAKE_GOOGLE_URL,
      GOOGLE_JWKS_URL: `${E2E_FAKE_GOOGLE_URL}/jwks`,
    },
  })),
});
