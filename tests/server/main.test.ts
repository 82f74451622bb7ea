import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMain, waitForOutput } from './main-process';

const lines = (text: string) => text.trim().split('\n').filter(Boolean);

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

    it('migrates, seeds, prints the first admin password once, serves and stops on SIGTERM', async () => {
      const run = runMain({ DATA_DIR: dataDir, PORT: '0' });
      const [, url] = await waitForOutput(run, /running at (http:\/\/\S+)/);
      expect(run.stdout()).toMatch(
        /First admin created: sign in as admin@waypoint\.test with password \S+/,
      );
      const res = await fetch(`${url}/api/ready`);
      expect(await res.json()).toEqual({ status: 'ready' });
      run.child.kill('SIGTERM');
      expect(await run.exit).toBe(0);
    });

    it('keeps data and secret on the next start and does not print a password again', async () => {
      const run = runMain({ DATA_DIR: dataDir }, ['migrate']);
      expect(await run.exit).toBe(0);
      expect(run.stdout()).toContain('Database migrated and seeded');
      expect(run.stdout()).not.toContain('First admin created');
    });
  });
});
