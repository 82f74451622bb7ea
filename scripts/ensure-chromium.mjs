#!/usr/bin/env node
// The e2e tests drive Debian's Chromium; Playwright must never download a browser of its own.
// When it is missing: install it with apt-get when running as root, else say what to install.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasAptGet() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

function aptInstall() {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  return run(['update']) && run(['install', '-y', 'chromium']);
}

if (!executable(chromium)) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && hasAptGet() && !process.env.CHROMIUM_PATH) {
    console.log(`${chromium} not found; installing Debian's chromium package…`);
    if (!aptInstall() || !executable(chromium)) {
      console.error(`Installing chromium with apt-get failed; install Debian's chromium package.`);
      process.exit(1);
    }
  } else {
    console.error(
      `Chromium not found at ${chromium}: install Debian's chromium package (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
}
