import { Cron } from 'croner';
import { EXPORT_TEXT, type SpreadsheetExportFields, WEEKDAYS } from '#contract/spreadsheet-exports';
import { fieldError } from '#server/kit/index';

type Schedule = Pick<SpreadsheetExportFields, 'scheduleKind' | 'time' | 'weekday' | 'cron'>;

/** The cron expression a schedule means: daily and weekly are cron expressions too. */
export function cronOf(s: Schedule): string {
  if (s.scheduleKind === 'cron') return s.cron.trim().replace(/\s+/g, ' ');
  const [hour, minute] = s.time.split(':').map(Number);
  const day = s.scheduleKind === 'weekly' ? String((WEEKDAYS.indexOf(s.weekday) + 1) % 7) : '*';
  return `${minute} ${hour} * * ${day}`;
}

/**
 * The first time after `after` the schedule runs, read in the time zone; null when it never
 * does (30 February). Minutes, five fields: a per-second schedule is not a spreadsheet's.
 */
export function nextRunOf(expression: string, timeZone: string, after: Date): Date | null {
  const cron = new Cron(expression, { timezone: timeZone, paused: true, mode: '5-part' });
  return cron.nextRun(new Date(after.getTime() + 1000)) ?? null;
}

/** The schedule's next run, or the field error that says why it has none. */
export function checkedSchedule(s: Schedule & { timeZone: string }, now: Date) {
  if (s.scheduleKind === 'cron' && s.cron.trim() === '') {
    throw fieldError('cron', EXPORT_TEXT.cronRequired);
  }
  const cron = cronOf(s);
  let next: Date | null;
  try {
    next = nextRunOf(cron, s.timeZone, now);
  } catch {
    throw fieldError('cron', EXPORT_TEXT.cronInvalid);
  }
  if (!next) throw fieldError(s.scheduleKind === 'cron' ? 'cron' : 'time', EXPORT_TEXT.neverFires);
  return { cron, next };
}

const WEEKDAY_LABEL = (d: string) => d.charAt(0).toUpperCase() + d.slice(1);

/** The schedule in words, as the list shows it. */
export function describeSchedule(s: {
  scheduleKind: string;
  time: string;
  weekday: string;
  cron: string;
  timeZone: string;
}): string {
  if (s.scheduleKind === 'daily') return `Daily at ${s.time} (${s.timeZone})`;
  if (s.scheduleKind === 'weekly') {
    return `Weekly on ${WEEKDAY_LABEL(s.weekday)} at ${s.time} (${s.timeZone})`;
  }
  return `Cron ${s.cron} (${s.timeZone})`;
}
