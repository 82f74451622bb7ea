import { rmSync } from 'node:fs';

/** Removes the run's embedded database (created in playwright.config.ts). */
export default function teardown() {
  const dir = process.env.WAYPOINT_E2E_DATA;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
