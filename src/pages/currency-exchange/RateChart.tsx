import { scaleLinear, scaleUtc } from 'd3-scale';
import { line } from 'd3-shape';
import { useId } from 'react';
import { RATE_PLACES, type RateHistory, type RatePoint, scaled } from '#contract/currency-exchange';
import * as styles from '../../charts/charts.css';
import { DataTable } from '../../charts/DataTable';
import { ValueGrid } from '../../charts/ValueGrid';
import type { useDateFormat } from '../../dates/use-date-format';

/** The page's date formatters (useDateFormat), given so the chart itself reads no session. */
export type ChartDates = Pick<ReturnType<typeof useDateFormat>, 'utcDate' | 'dateTime'>;

const W = 480;
const H = 200;
const PAD = { top: 8, right: 8, bottom: 24, left: 44 };
/** The console's chart colours (src/charts/SeriesChart.tsx); the legend names each line. */
const LINES = [
  { key: 'buyRate', label: 'Buy rate', colour: '#2563eb' },
  { key: 'sellRate', label: 'Sell rate', colour: '#dc2626' },
] as const;

type RateKey = (typeof LINES)[number]['key'];

/** The least and greatest of decimal strings, compared exactly (as scaled integers). */
function extremes(texts: string[]): { low: string; high: string } {
  const byValue = [...texts].sort((a, b) => {
    const d = scaled(a, RATE_PLACES) - scaled(b, RATE_PLACES);
    return d < 0n ? -1 : d > 0n ? 1 : 0;
  });
  return { low: byValue[0] ?? '', high: byValue.at(-1) ?? '' };
}

/** What a reader of the drawing takes from it, in words: each line's first, last, lowest and highest. */
export function rateSummary(points: RatePoint[]): string {
  if (points.length === 0) return '';
  return LINES.map((l) => {
    const texts = points.map((p) => p[l.key]);
    const { low, high } = extremes(texts);
    return `${l.label}: first ${texts[0]}, last ${texts.at(-1)}, lowest ${low}, highest ${high}.`;
  }).join(' ');
}

/**
 * A currency's buy and sell rates over time, with every change as a table behind it. The
 * decimal strings become numbers only to place points on the drawing; the table shows them as
 * they were entered.
 */
export function RateChart({ history, dates }: { history: RateHistory; dates: ChartDates }) {
  const captionId = useId();
  const summaryId = useId();
  const { utcDate, dateTime } = dates;
  const points = history.items;
  const caption = `${history.code}: ${points.length} rate change${points.length === 1 ? '' : 's'}.`;
  const times = points.map((p) => Date.parse(p.at));
  const values = points.flatMap((p) => [Number(p.buyRate), Number(p.sellRate)]);
  const x = scaleUtc()
    .domain([Math.min(...times), Math.max(...times, Math.min(...times) + 1)])
    .range([PAD.left, W - PAD.right]);
  const y = scaleLinear()
    .domain([Math.min(...values), Math.max(...values)])
    .nice()
    .range([H - PAD.bottom, PAD.top]);
  const path = (key: RateKey) =>
    line<RatePoint>()
      .x((p) => x(Date.parse(p.at)))
      .y((p) => y(Number(p[key])))(points) ?? '';
  return (
    <figure
      className={styles.figure}
      aria-labelledby={captionId}
      aria-describedby={points.length > 0 ? summaryId : undefined}
    >
      {points.length > 0 ? (
        <svg viewBox={`0 0 ${W} ${H}`} className={styles.svg} aria-hidden="true">
          <ValueGrid y={y} left={PAD.left} right={W - PAD.right} />
          {x.ticks(4).map((t) => (
            <text key={t.getTime()} x={x(t)} y={H - 6} textAnchor="middle" className={styles.axis}>
              {utcDate(t)}
            </text>
          ))}
          {LINES.map((l) => (
            <g key={l.key} data-line={l.key}>
              <path d={path(l.key)} className={styles.line} stroke={l.colour} />
              {/* A mark per change: a single change draws no line, and steps show where they were entered. */}
              {points.map((p, i) => (
                <circle
                  // Changes have no identity beyond their order in the history.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={i}
                  cx={x(Date.parse(p.at))}
                  cy={y(Number(p[l.key]))}
                  r={3}
                  fill={l.colour}
                />
              ))}
            </g>
          ))}
        </svg>
      ) : null}
      <ul className={styles.legend}>
        {LINES.map((l) => (
          <li key={l.key}>
            <span className={styles.swatch} style={{ background: l.colour }} />
            {l.label}
          </li>
        ))}
      </ul>
      <figcaption id={captionId} className={styles.summary}>
        {points.length === 0 ? `${history.code}: no rate entered yet.` : caption}
      </figcaption>
      {points.length > 0 ? (
        <p id={summaryId} className={styles.summary}>
          {rateSummary(points)}
        </p>
      ) : null}
      <DataTable
        hidden
        caption={caption}
        rows={points}
        columns={[
          { header: 'Time', cell: (p) => dateTime(p.at) },
          { header: 'Base', cell: (p) => p.baseCurrency },
          { header: 'Buy rate', cell: (p) => p.buyRate, numeric: true },
          { header: 'Sell rate', cell: (p) => p.sellRate, numeric: true },
          { header: 'Margin (%)', cell: (p) => p.margin, numeric: true },
          { header: 'Entered by', cell: (p) => p.changedBy ?? 'System' },
        ]}
      />
    </figure>
  );
}
