import type { AppDeps } from '#server/deps';
import type { Schedule } from '#server/kit/area-work';
import { tickSpreadsheetExports } from './run';

/** How often each instance looks for due exports; a daily file is not late by half a minute. */
export const TICK_MS = 30_000;

/**
 * Every instance ticks; the claims decide which one runs each due export. A tick run at a
 * given time (a test's) keeps that offset from the clock while its runs write their times.
 */
export function exportSchedule(deps: AppDeps): Schedule {
  const ctx = { db: deps.db.db, publicUrl: deps.config.publicUrl };
  return {
    name: 'spreadsheetExports',
    everyMs: TICK_MS,
    async tick(now, signal) {
      const offset = now.getTime() - Date.now();
      await tickSpreadsheetExports(ctx, () => new Date(Date.now() + offset), signal);
    },
  };
}
