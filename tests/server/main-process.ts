import { type ChildProcess, spawn } from 'node:child_process';

const ROOT = new URL('../../', import.meta.url);

export type Run = {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
};

/** Runs the real process entry, as `npm start` would, from the TypeScript sources. */
export function runMain(env: Record<string, string>, args: string[] = []): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
    cwd: ROOT,
    // No demo search events nor orders: loading them would only slow these start-up checks.
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      DEMO_EVENTS: '0',
      DEMO_ORDERS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (d: Buffer) => {
    out += d;
  });
  child.stderr?.on('data', (d: Buffer) => {
    err += d;
  });
  const exit = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, stdout: () => out, stderr: () => err, exit };
}

/** Resolves with the first match of `pattern` in stdout, or rejects if the process ends first. */
export function waitForOutput(run: Run, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((done, fail) => {
    const check = () => {
      const match = run.stdout().match(pattern);
      if (match) {
        run.child.stdout?.off('data', check);
        done(match);
      }
    };
    run.child.stdout?.on('data', check);
    run.exit.then(() => fail(new Error(`exited before printing ${pattern}: ${run.stderr()}`)));
    check();
  });
}
