import { scaleLinear, scaleUtc } from 'd3-scale';
import { line } from 'd3-shape';
import { useId } from 'react';
import type { WidgetData } from '#contract/widgets';
import * as styles from './charts.css';
import { DataTable, formatCount } from './DataTable';
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
  const caption = `${formatCount(total)} searches per ${data.interval} by application.`;
  const rows = data.series.flatMap((s) => s.points.map((p) => ({ app: s.applicationName, ...p })));
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <svg viewBox={`0 0 ${W} ${H}`} className={styles.svg} aria-hidden="true">
        <ValueGrid y={y} left={PAD.left} right={W - PAD.right} />
        {x.ticks(4).map((t) => (
          <text key={t.getTime()} x={x(t)} y={H - 6} textAnchor="middle" className={styles.axis}>
            {t.toISOString().slice(0, data.interval === 'month' ? 7 : 10)}
          </text>
        ))}
        {data.series.map((s, i) => (
          <path
            key={s.applicationId}
            d={path(s.points) ?? ''}
            className={styles.line}
            stroke={COLOURS[i % COLOURS.length]}
          />
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
          { header: 'Time', cell: (r) => r.at },
          { header: 'Searches', cell: (r) => formatCount(r.count), numeric: true },
        ]}
      />
    </figure>
  );
}
