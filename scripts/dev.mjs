#!/usr/bin/env node
// `npm run dev`: development builds of the SPA and the server in esbuild watch mode; the server
// (which also serves the SPA, so everything is on PORT) restarts whenever its bundle changes.
// Reload the browser to pick up SPA changes.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { afterServerBuild, cssOptions, serverOptions, spaOptions } from './build-options.mjs';
import { distDir, root } from './build-stamp.mjs';
import { createSpaOutput } from './spa-output.mjs';

const log = (message) => console.log(`[dev] ${message}`);
let server = null;
let queue = Promise.resolve();

function startServer() {
  server = spawn(process.execPath, ['--enable-source-maps', join(distDir, 'server/main.mjs')], {
    cwd: root,
    stdio: 'inherit',
    // Its own process group: Ctrl+C reaches only this script, which then stops the server
    // once (a second signal would make the server skip its graceful shutdown).
    detached: true,
  });
  const current = server;
  current.on('exit', (code, signal) => {
    if (current === server && !current.stopping) {
      log(`server exited (${signal ?? code}); waiting for a change to restart it`);
    }
  });
}

async function stopServer() {
  const current = server;
  if (!current || current.exitCode !== null || current.signalCode !== null) return;
  current.stopping = true;
  const exited = once(current, 'exit');
  current.kill('SIGTERM');
  // A server stuck in shutdown must not block the loop.
  const timer = setTimeout(() => current.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** Restarts are queued so two quick rebuilds never run two servers on one port. */
function restartServer() {
  queue = queue.then(async () => {
    await stopServer();
    startServer();
  });
  return queue;
}

function afterBuild(name, after) {
  return {
    name: `dev-${name}`,
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length > 0) return log(`${name} build failed; keeping the last good one`);
        try {
          after(result);
        } catch (error) {
          return log(`${name}: ${error.message}`);
        }
        log(`${name} built ${new Date().toLocaleTimeString()}`);
        if (name === 'server') await restartServer();
      });
    },
  };
}

const withPlugin = (options, plugin) => ({
  ...options,
  plugins: [...(options.plugins ?? []), plugin],
});

// A dev build in dist/ must never pass for a production one.
rmSync(join(distDir, '.build-stamp'), { force: true });
const spaOutput = createSpaOutput();
const spaContexts = await Promise.all([
  esbuild.context(withPlugin(spaOptions({ dev: true }), afterBuild('spa', spaOutput.js))),
  esbuild.context(withPlugin(cssOptions({ dev: true }), afterBuild('css', spaOutput.css))),
]);
const serverContext = await esbuild.context(
  withPlugin(serverOptions({ dev: true }), afterBuild('server', afterServerBuild)),
);
const contexts = [...spaContexts, serverContext];
await Promise.all(contexts.map((ctx) => ctx.watch()));
log('watching contract/, machines/, ui/, src/ and server/ (Ctrl+C to stop)');

async function shutdown() {
  await Promise.all(contexts.map((ctx) => ctx.dispose()));
  await queue;
  await stopServer();
  process.exit(0);
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
// Never leave a detached server behind, whatever ends this script.
process.on('exit', () => server?.kill('SIGTERM'));
