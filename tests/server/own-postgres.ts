import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where Debian's packages put the server binaries; TEST_PG_BIN names another place. */
const BIN = process.env.TEST_PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * A PostgreSQL cluster this test alone may stop and start: the shared test server must never
 * be restarted, since other runs use it. Available when TEST_DATABASE_URL says the machine has
 * PostgreSQL and its binaries are where BIN says.
 */
export const ownPostgresAvailable =
  Boolean(process.env.TEST_DATABASE_URL) && existsSync(join(BIN, 'initdb'));

export type OwnPostgres = {
  url: string;
  /** `pg_ctl stop` in the given mode; resolves once the server is gone. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** Resolves once the server accepts connections again. */
  start(): Promise<void>;
  /** Stops the server if it runs and deletes its files. */
  remove(): Promise<void>;
};

/** PostgreSQL will not run as root: as root, the binaries run as the `postgres` user. */
function asOwner(bin: string, args: string[]): [string, string[]] {
  const path = join(BIN, bin);
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', path, ...args]]
    : [path, args];
}

async function pg(bin: string, args: string[]): Promise<void> {
  const [file, argv] = asOwner(bin, args);
  await run(file, argv);
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/** A fresh cluster in a temporary folder, listening on 127.0.0.1 only, trusting local users. */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'waypoint-pg-'));
  if (process.getuid?.() === 0) await run('chown', ['postgres:', dir]);
  const data = join(dir, 'data');
  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  // Its own socket folder: the machine's default one may belong to another cluster.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    pg('pg_ctl', ['start', '-w', '-D', data, '-l', join(dir, 'log'), '-o', options]);
  let running = false;
  await start();
  running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop(mode) {
      running = false;
      await pg('pg_ctl', ['stop', '-w', '-D', data, '-m', mode]);
    },
    async start() {
      await start();
      running = true;
    },
    async remove() {
      if (running) await pg('pg_ctl', ['stop', '-w', '-D', data, '-m', 'immediate']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
