// Starts the built server (`node scripts/start.mjs`) on a free port for a benchmark, waits for
// /api/health and reads the process's memory from /proc, so every bench measures the same way.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { DIST, root } from '../../scripts/build-stamp.mjs';
import { serverNodeFlags } from '../../scripts/server-flags.mjs';

export const BENCH_ADMIN = { email: 'admin@waypoint.test', password: 'bench-admin-password' };

export async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

/** start.mjs runs the server in its own process; should that change, measure the child. */
export function serverPid(startPid) {
  const children = readFileSync(`/proc/${startPid}/task/${startPid}/children`, 'utf8').trim();
  return children ? Number(children.split(/\s+/)[0]) : startPid;
}

/** A memory line of /proc/<pid>/status in MiB: VmRSS (now) or VmHWM (peak so far). */
export function memoryMiB(pid, field) {
  const status = readFileSync(`/proc/${serverPid(pid)}/status`, 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1]) / 1024;
}

/** Starts VmHWM afresh from the current RSS, so a later peak belongs to what ran in between. */
export function resetPeak(pid) {
  writeFileSync(`/proc/${serverPid(pid)}/clear_refs`, '5');
}

/**
 * A private copy of dist/ for one bench run (removed at exit), so another build of the shared
 * tree can neither change nor half-delete the server under measurement. Answers the
 * `scriptArgs` for startServer. It stays under the repository, where node_modules resolves.
 */
export function snapshotBuild() {
  const dir = join(root, `dist-bench-${process.pid}`);
  cpSync(join(root, DIST), dir, { recursive: true });
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return ['--enable-source-maps', join(dir, 'server/main.mjs')];
}

/**
 * Spawns the server with `env` over a quiet default environment and the Node flags of
 * `npm start`; `nodeArgs` go before the
 * script (e.g. --cpu-prof); `scriptArgs` replace scripts/start.mjs (which rebuilds a stale tree).
 * Resolves once /api/health answers, with the time that took.
 */
export async function startServer(
  env,
  { nodeArgs = [], scriptArgs = [join(root, 'scripts/start.mjs')] } = {},
) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...serverNodeFlags(), ...nodeArgs, ...scriptArgs], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    process.stderr.write(chunk);
  });
  const exited = once(child, 'exit');
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${stderr}`);
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return {
    base,
    pid: child.pid,
    startMs: performance.now() - started,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Env for a server seeded with the demo company and BENCH_ADMIN as its admin. */
export const seededEnv = {
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
  DEMO_DATA: 'true',
};

export async function signIn(base, { email, password } = BENCH_ADMIN) {
  const res = await fetch(`${base}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return (await res.json()).accessToken;
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
