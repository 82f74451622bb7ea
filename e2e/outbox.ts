import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { laneDataDir } from './env';

export type OutboxMail = { to: string; subject: string; links: string[] };

/**
 * The messages the running test's lane server wrote to DATA_DIR/outbox (playwright.config.ts
 * sets DATA_DIR per lane), oldest first. Only finished `.json` files count: the server writes each aside and renames it.
 */
export async function outboxMailsTo(to: string): Promise<OutboxMail[]> {
  const runDir = process.env.WAYPOINT_E2E_DATA;
  if (!runDir) throw new Error('WAYPOINT_E2E_DATA is not set by playwright.config.ts');
  const dir = join(laneDataDir(runDir, test.info().parallelIndex), 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((n) => n.endsWith('.json') && !n.startsWith('.'))
    .sort();
  const mails = await Promise.all(
    names.map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as OutboxMail),
  );
  return mails.filter((m) => m.to === to);
}
