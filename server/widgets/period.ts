import type { WidgetDefinition } from '#contract/widget-catalogue';
import { type DateRangeId, parseCustomRange, type WidgetInstance } from '#contract/widgets';
import { isoDay } from './settings';

export type Period = { from: Date; to: Date };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const monthsBack = (now: Date, months: number) => {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
};

const PRESETS: Record<DateRangeId, (now: Date) => Date> = {
  'DATE-1D': (now) => new Date(now.getTime() - DAY),
  'DATE-2D': (now) => new Date(now.getTime() - 2 * DAY),
  'DATE-7D': (now) => new Date(now.getTime() - 7 * DAY),
  'DATE-14D': (now) => new Date(now.getTime() - 14 * DAY),
  'DATE-1M': (now) => monthsBack(now, 1),
  'DATE-2M': (now) => monthsBack(now, 2),
  'DATE-3M': (now) => monthsBack(now, 3),
};

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The period a widget covers: a custom range (whole UTC days, both ends included) wins; else
 * the month of a month widget (the current one when none is chosen); else the preset, ending
 * now (last month when none is stored).
 */
export function resolvePeriod(
  widget: WidgetDefinition,
  instance: Pick<WidgetInstance, 'customDateRange' | 'dateRangeId' | 'additionalSettings'>,
  now: Date,
): Period & { month: string | null } {
  const custom = parseCustomRange(instance.customDateRange);
  if (custom) {
    return {
      from: utcDay(custom.from),
      to: new Date(utcDay(custom.to).getTime() + DAY),
      month: null,
    };
  }
  if (widget.settings.month) {
    const month = instance.additionalSettings.selectedYearMonth ?? isoDay(now).slice(0, 7);
    const from = utcDay(`${month}-01`);
    const to = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
    return { from, to, month };
  }
  const start = PRESETS[instance.dateRangeId ?? 'DATE-1M'];
  return { from: start(now), to: now, month: null };
}

/**
 * Whole UTC days inside the period come from the daily rollups; the partial days at its edges
 * from the events themselves. Without a whole day, `days` is empty and `edges` cover it all.
 */
export function splitPeriod({ from, to }: Period) {
  const firstWhole = new Date(Math.ceil(from.getTime() / DAY) * DAY);
  const endWhole = new Date(Math.floor(to.getTime() / DAY) * DAY);
  if (firstWhole >= endWhole)
    return { dayFrom: isoDay(to), dayTo: isoDay(to), head: [from, to], tail: [to, to] };
  return {
    dayFrom: isoDay(firstWhole),
    dayTo: isoDay(endWhole),
    head: [from, firstWhole],
    tail: [endWhole, to],
  } as const;
}

export function intervalOf({ from, to }: Period): 'hour' | 'day' | 'month' {
  const length = to.getTime() - from.getTime();
  if (length <= 2 * DAY) return 'hour';
  if (length <= 92 * DAY) return 'day';
  return 'month';
}
