import { DATE_RANGES, LAT_LON_ACCURACY, SEARCH_TYPES, WIDGET_WIDTHS } from '#contract/constants';

/** Select options; '' is "nothing chosen", so a required field can be left empty and flagged. */
export const NONE = { value: '', label: 'Choose…' } as const;

const WIDTH_LABELS: Record<(typeof WIDGET_WIDTHS)[number], string> = {
  'lg:w-1/2': 'Half',
  'lg:w-1/4': 'Quarter',
  'lg:w-1/3': 'Third',
  'lg:w-2/3': 'Two thirds',
  'w-full': 'Full',
};
export const widthOptions = [
  NONE,
  ...WIDGET_WIDTHS.map((w) => ({ value: w, label: WIDTH_LABELS[w] })),
];
export const presetOptions = [NONE, ...DATE_RANGES.map((r) => ({ value: r.id, label: r.label }))];
export const accuracyOptions = [
  NONE,
  ...LAT_LON_ACCURACY.map((a) => ({ value: String(a.id), label: a.label })),
];
export const searchTypeOptions = (ids: readonly number[]) => [
  NONE,
  ...SEARCH_TYPES.filter((t) => ids.includes(t.id)).map((t) => ({
    value: String(t.id),
    label: t.label,
  })),
];

/** Today in the user's own time zone, as the range picker's YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
