import type { WidgetData } from '#contract/widgets';
import { formatCount } from './format';

type HistogramData = Extract<WidgetData, { kind: 'histogram' }>;

const UNIT_WORDS = {
  nights: ['night', 'nights'],
  travellers: ['traveller', 'travellers'],
  ms: ['ms', 'ms'],
} as const;

function withUnit(value: number, unit: HistogramData['unit']): string {
  const rounded = Math.round(value);
  const [one, many] = UNIT_WORDS[unit];
  return `${formatCount(rounded)} ${rounded === 1 ? one : many}`;
}

/** Percentiles as a sentence, for the widget's summary line, in the histogram's own unit. */
export function percentileText(data: HistogramData): string | null {
  if (data.p50 === null || data.p95 === null) return null;
  return `Median ${withUnit(data.p50, data.unit)}, 95th percentile ${withUnit(data.p95, data.unit)}.`;
}
