import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMain, waitForOutput } from './main-process';

const lines = (text: string) => text.trim().split('\n').filter(Boolean);

/** The ready line, then the framed block with the password, to its closing rule. */
const READY_THEN_PASSWORD =
  /running at (http:\/\/\S+)[\s\S]*\n {4}password {2}(\S+)\n[\s\S]*═{20,}\n/;

const signInStatus = async (url: string | undefined, password: string) => {
  const res = await fetch(`${url}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@waypoint.test', password }),
  });
  return res.status;
};

describe('the server process', () => {
  it('stops with one clear line when the database cannot be reached', async () => {
    const run = runMain({ DATABASE_URL: 'postgres://app:secret@127.0.0.1:1/nowhere' });
    expect(await run.exit).toBe(1);
    expect(lines(run.stderr())).toEqual([
      expect.stringMatching(
        /^Cannot reach the database at postgres:\/\/127\.0\.0\.1:1\/nowhere: .*ECONNREFUSED/,
      ),
    ]);
    expect(run.stderr()).not.toContain('secret');
    expect(run.stdout()).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('stops with one clear line on a bad setting', async () => {
    const run = runMain({ PORT: 'eighty' });
    expect(await run.exit).toBe(1);
    expect(lines(run.stderr())).toEqual([expect.stringMatching(/^Invalid configuration: PORT: /)]);
  });

  describe('with the embedded database', () => {
    let dataDir: string;
    beforeAll(() => {
      dataDir = mkdtempSync(join(tmpdir(), 'waypoint-main-'));
    });
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('migrates, seeds, serves, prints the first admin password once after the ready line, and stops on SIGTERM', async () => {
      const run = runMain({ DATA_DIR: dataDir, PORT: '0' });
      const [, url, password = ''] = await waitForOutput(run, READY_THEN_PASSWORD);
      expect(run.stdout()).toContain('First admin created');
      expect(run.stdout().split(password)).toHaveLength(2);
      expect(await signInStatus(url, password)).toBe(200);
      const res = await fetch(`${url}/api/ready`);
      expect(await res.json()).toEqual({ status: 'ready' });
      run.child.kill('SIGTERM');
      expect(await run.exit).toBe(0);
    });

    it('answers while the demo search events load, and stops cleanly in the middle of it', async () => {
      const demoDir = mkdtempSync(join(tmpdir(), 'waypoint-main-demo-'));
      try {
        // So many events that the load lasts far longer than a sign-in on any machine; it is
        // never waited for.
        const run = runMain({
          DATA_DIR: demoDir,
          PORT: '0',
          ADMIN_PASSWORD: 'admin-password-1',
          DEMO_EVENTS: '2000000',
        });
        const [, url] = await waitForOutput(run, /running at (http:\/\/\S+)/);
        const signIn = await fetch(`${url}/api/auth/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin@waypoint.test', password: 'admin-password-1' }),
        });
        expect(signIn.status).toBe(200);
        const { accessToken } = (await signIn.json()) as { accessToken: string };
        const status = await fetch(`${url}/api/demo/status`, {
          headers: { authorization: `Bearer ${accessToken}` },
        });
        expect(await status.json()).toEqual({ loading: true });
        run.child.kill('SIGTERM');
        expect(await run.exit).toBe(0);
        expect(run.stdout()).not.toContain('Demo search events: 100%');
      } finally {
        rmSync(demoDir, { recursive: true, force: true });
      }
    });

    it('loads the demo search events after it is ready, in tenths with progress, and once only', async () => {
      const demoDir = mkdtempSync(join(tmpdir(), 'waypoint-main-demo-'));
      try {
        // A given admin password: no framed block, so the progress prints for a person.
        const env = {
          DATA_DIR: demoDir,
          PORT: '0',
          DEMO_EVENTS: '20000',
          ADMIN_PASSWORD: 'admin-password-1',
        };
        const run = runMain(env);
        await waitForOutput(run, /Demo search events: 100%/);
        const out = lines(run.stdout());
        const ready = out.findIndex((line) => line.includes('running at'));
        const progress = out.filter((line) => line.startsWith('Demo search events:'));
        expect(ready).toBeGreaterThanOrEqual(0);
        expect(ready).toBeLessThan(out.indexOf(progress[0] ?? ''));
        expect(progress.map((line) => line.match(/(\d+)%/)?.[1])).toEqual([
          '10',
          '20',
          '30',
          '40',
          '50',
          '60',
          '70',
          '80',
          '90',
          '100',
        ]);
        run.child.kill('SIGTERM');
        expect(await run.exit).toBe(0);

        // A restart finds them loaded and loads nothing.
        const again = runMain(env);
        await waitForOutput(again, /running at/);
        again.child.kill('SIGTERM');
        expect(await again.exit).toBe(0);
        expect(again.stdout()).not.toContain('Demo search events');
      } finally {
        rmSync(demoDir, { recursive: true, force: true });
      }
    });

    it("keeps the first admin's password block last while the demo loads behind it", async () => {
      const demoDir = mkdtempSync(join(tmpdir(), 'waypoint-main-demo-'));
      try {
        const run = runMain({
          DATA_DIR: demoDir,
          PORT: '0',
          DEMO_EVENTS: '20000',
          DEMO_ORDERS: '50',
          LOG_LEVEL: 'debug',
        });
        await waitForOutput(run, READY_THEN_PASSWORD);
        // The progress goes on in the debug log, below which a person reads nothing new.
        await waitForOutput(run, /Demo search events: 100%/);
        await waitForOutput(run, /Demo orders: 100%/);
        const forPeople = lines(run.stdout()).filter((line) => !line.startsWith('{'));
        expect(forPeople.at(-1)).toMatch(/^═{20,}$/);
        expect(forPeople.some((line) => line.includes('loads in the background'))).toBe(true);
        run.child.kill('SIGTERM');
        expect(await run.exit).toBe(0);
      } finally {
        rmSync(demoDir, { recursive: true, force: true });
      }
    });

    it('keeps data and secret on the next start and does not print a password again', async () => {
      const run = runMain({ DATA_DIR: dataDir }, ['migrate']);
      expect(await run.exit).toBe(0);
      expect(run.stdout()).toContain('Database migrated and seeded');
      expect(run.stdout()).not.toContain('First admin created');
    });

    it('resets the admin password from the command line, and refuses an unknown email', async () => {
      const reset = runMain({ DATA_DIR: dataDir }, ['reset-password']);
      expect(await reset.exit).toBe(0);
      const [, password = ''] = reset.stdout().match(/password {2}(\S+)\n/) ?? [];
      expect(reset.stdout()).toContain('admin@waypoint.test');
      expect(reset.stdout().split(password)).toHaveLength(2);

      const unknown = runMain({ DATA_DIR: dataDir }, ['reset-password', 'nobody@mail.test']);
      expect(await unknown.exit).toBe(1);
      expect(lines(unknown.stderr())).toEqual([
        expect.stringMatching(/^No account has the email nobody@mail\.test /),
      ]);

      const run = runMain({ DATA_DIR: dataDir, PORT: '0' });
      const [, url] = await waitForOutput(run, /running at (http:\/\/\S+)/);
      expect(await signInStatus(url, password)).toBe(200);
      run.child.kill('SIGTERM');
      expect(await run.exit).toBe(0);
    });
  });
});
