import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export type OutboxMail = { to: string; subject: string; links: string[] };

/**
 * The messages the e2e server wrote to DATA_DIR/outbox (playwright.config.ts sets DATA_DIR),
 * oldest first. Only finished `.json` files count: the server writes each aside and renames it.
 */
export async function outboxMailsTo(to: string): Promise<OutboxMail[]> {
  const dataDir = process.env.WAYPOINT_E2E_DATA;
  if (!dataDir) throw new Error('WAYPOINT_E2E_DATA is not set by playwright.config.ts');
  const dir = join(dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((n) => n.endsWith('.json') && !n.startsWith('.'))
    .sort();
  const mails = await Promise.all(
    names.map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as OutboxMail),
  );
  return mails.filter((m) => m.to === to);
}
