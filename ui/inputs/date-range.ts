/** Dates as the native date input gives them: "YYYY-MM-DD", or '' when not chosen. */
export interface DateRange {
  start: string;
  end: string;
}

export const DATE_RANGE_ERROR = 'The end date cannot be before the start date.';

/**
 * An end before its start is refused. ISO dates compare as strings, so no Date object (and no
 * time zone) is involved; an open end on either side is allowed.
 */
export function dateRangeError(range: DateRange): string | null {
  if (!range.start || !range.end) return null;
  return range.end < range.start ? DATE_RANGE_ERROR : null;
}
