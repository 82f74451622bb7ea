#!/usr/bin/env node
// `npm start` (and `npm run migrate`): build when needed, then run the server bundle, which
// migrates, seeds and serves; `migrate` as first argument only migrates and seeds.
// The bundle runs in this same process, like an exec: signals (Ctrl+C, SIGTERM from a
// supervisor) reach the server's own graceful shutdown directly, exactly once, and the exit
// code is the server's.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { distDir } from './build-stamp.mjs';
import { ensureBuild } from './ensure-build.mjs';

ensureBuild();
// Stack traces point into server/*.ts rather than the bundle.
process.setSourceMapsEnabled(true);
// process.argv[2] is already what `node dist/server/main.mjs <command>` would see.
await import(pathToFileURL(join(distDir, 'server/main.mjs')).href);
