import { scaleLinear, scaleUtc } from 'd3-scale';
import { line } from 'd3-shape';
import { useId } from 'react';
import type { WidgetData } from '#contract/widgets';
import { formatDate } from '#ui';
import { useDateFormat } from '../dates/use-date-format';
import * as styles from './charts.css';
import { DataTable, formatCount } from './DataTable';
import { labelWidth, spacedTicks, splitPartial } from './series-parts';
import { ValueGrid } from './ValueGrid';

type SeriesData = Extract<WidgetData, { kind: 'series' }>;
const W = 480;
const H = 200;
const PAD = { top: 8, right: 8, bottom: 24, left: 44 };
/** Distinguishable on light and dark themes; a legend names each line too. */
const COLOURS = ['#2563eb', '#dc2626', '#16a34a', '#d97706', '#7c3aed', '#0891b2'];

/** One line per application over time, a legend, and the numbers as a hidden table. */
export function SeriesChart({ data }: { data: SeriesData }) {
  const captionId = useId();
  const { utcDate, dateTime } = useDateFormat();
  const all = data.series.flatMap((s) => s.points);
  const times = all.map((p) => Date.parse(p.at));
  const x = scaleUtc()
    .domain([Math.min(...times), Math.max(...times)])
    .range([PAD.left, W - PAD.right]);
  const y = scaleLinear()
    .domain([0, Math.max(1, ...all.map((p) => p.count))])
    .nice()
    .range([H - PAD.bottom, PAD.top]);
  const path = line<{ at: string; count: number }>()
    .x((p) => x(Date.parse(p.at)))
    .y((p) => y(p.count));
  const total = all.reduce((sum, p) => sum + p.count, 0);
  const now = Date.now();
  const lines = data.series.map((s) => splitPartial(s.points, data.interval, now));
  const inProgress = lines.some((l) => l.partial.length > 0);
  const caption = `${formatCount(total)} searches per ${data.interval} by application.${
    inProgress ? ` The last ${data.interval} is still in progress (dashed).` : ''
  }`;
  const tickText = (t: Date) =>
    data.interval === 'month' ? formatDate(t, 'MMM yyyy', 'UTC') : utcDate(t);
  const ticks = x.ticks(6);
  const widest = Math.max(0, ...ticks.map((t) => tickText(t).length));
  const shown = spacedTicks(ticks, (t) => x(t), labelWidth(widest), 0, W);
  const rows = data.series.flatMap((s) => s.points.map((p) => ({ app: s.applicationName, ...p })));
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <svg viewBox={`0 0 ${W} ${H}`} className={styles.svg} aria-hidden="true">
        <ValueGrid y={y} left={PAD.left} right={W - PAD.right} />
        {shown.map((t) => (
          <text key={t.getTime()} x={x(t)} y={H - 6} textAnchor="middle" className={styles.axis}>
            {tickText(t)}
          </text>
        ))}
        {data.series.map((s, i) => (
          <g key={s.applicationId} stroke={COLOURS[i % COLOURS.length]}>
            <path d={path(lines[i]?.done ?? []) ?? ''} className={styles.line} />
            {lines[i]?.partial.length ? (
              <path d={path(lines[i]?.partial ?? []) ?? ''} className={styles.partialLine} />
            ) : null}
          </g>
        ))}
      </svg>
      <ul className={styles.legend}>
        {data.series.map((s, i) => (
          <li key={s.applicationId}>
            <span className={styles.swatch} style={{ background: COLOURS[i % COLOURS.length] }} />
            {s.applicationName}
          </li>
        ))}
      </ul>
      <figcaption id={captionId} className={styles.summary}>
        {caption}
      </figcaption>
      <DataTable
        hidden
        caption={caption}
        rows={rows}
        columns={[
          { header: 'Application', cell: (r) => r.app },
          { header: 'Time', cell: (r) => dateTime(r.at) },
          { header: 'Searches', cell: (r) => formatCount(r.count), numeric: true },
        ]}
      />
    </figure>
  );
}
