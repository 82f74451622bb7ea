import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './lane';

/** Whether something accepts connections on the port. */
const listening = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`npm start ends completely on ${signal} to npm, after a graceful shutdown`, async () => {
    // A build check, 30-odd migrations and the demo seed before "running at": the test's time
    // must cover the poll's (CI ran out of the default 60 s on a busy machine).
    test.setTimeout(240_000);
    const dataDir = mkdtempSync(join(tmpdir(), 'waypoint-start-'));
    const port = 4390 + (signal === 'SIGTERM' ? 0 : 1);
    const npm = spawn('npm', ['start'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DEMO_EVENTS: '0',
        ADMIN_PASSWORD: 'start-admin-password',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    npm.stdout?.on('data', (d: Buffer) => {
      out += d;
    });
    const exit = new Promise<number | null>((done) => npm.on('exit', (code) => done(code)));
    try {
      await expect.poll(() => out, { timeout: 120_000 }).toContain('running at');
      expect(await listening(port)).toBe(true);
      npm.kill(signal);
      expect(await exit).toBe(0);
      expect(out).toContain(`${signal} received`);
      expect(await listening(port)).toBe(false);
    } finally {
      npm.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
