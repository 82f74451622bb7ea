// Runs the production build when dist/ is missing or older than the sources.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, staleReason } from './build-stamp.mjs';

export function ensureBuild() {
  const reason = staleReason();
  if (!reason) return;
  console.log(`Building (${reason})…`);
  // Quiet: the size table is for `npm run build`; here it would bury the start-up output.
  const result = spawnSync(process.execPath, [join(root, 'build.mjs'), '--quiet'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The build failed; nothing was started.');
    process.exit(result.status ?? 1);
  }
}

// `node scripts/ensure-build.mjs` on its own: build only if needed (used before e2e and bench).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) ensureBuild();
