import { scaleBand, scaleLinear } from 'd3-scale';
import { useId } from 'react';
import type { WidgetData } from '#contract/widgets';
import * as styles from './charts.css';
import { DataTable, formatCount } from './DataTable';
import { percentileText } from './histogram-text';
import { labelWidth } from './series-parts';
import { ValueGrid } from './ValueGrid';

type HistogramData = Extract<WidgetData, { kind: 'histogram' }>;
const W = 480;
const H = 200;
const PAD = { top: 8, right: 8, bottom: 28, left: 40 };
const UNIT_LABEL = { nights: 'Nights', travellers: 'Travellers', ms: 'Search time (ms)' } as const;

/** A bar per bucket; the table behind it carries the same numbers for screen readers. */
export function Histogram({ data }: { data: HistogramData }) {
  const captionId = useId();
  const x = scaleBand()
    .domain(data.buckets.map((b) => b.label))
    .range([PAD.left, W - PAD.right])
    .padding(0.15);
  const max = Math.max(1, ...data.buckets.map((b) => b.count));
  const y = scaleLinear()
    .domain([0, max])
    .nice()
    .range([H - PAD.bottom, PAD.top]);
  const unit = UNIT_LABEL[data.unit];
  const caption = `${formatCount(data.total)} searches by ${unit.toLowerCase()}.`;
  const percentiles = percentileText(data);
  // Every bucket labelled when the labels fit their bands, else every second or third one.
  const widest = labelWidth(Math.max(0, ...data.buckets.map((b) => b.label.length)));
  const step = Math.max(1, Math.ceil((widest + 4) / Math.max(1, x.step())));
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <svg viewBox={`0 0 ${W} ${H}`} className={styles.svg} aria-hidden="true">
        <ValueGrid y={y} left={PAD.left} right={W - PAD.right} />
        {data.buckets.map((b, i) => (
          <g key={b.label}>
            <rect
              x={x(b.label)}
              y={y(b.count)}
              width={x.bandwidth()}
              height={H - PAD.bottom - y(b.count)}
              className={styles.bar}
            />
            {i % step === 0 ? (
              <text
                x={(x(b.label) ?? 0) + x.bandwidth() / 2}
                y={H - PAD.bottom + 14}
                textAnchor="middle"
                className={styles.axis}
              >
                {b.label}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <figcaption id={captionId} className={styles.summary}>
        {caption} {percentiles}
      </figcaption>
      <DataTable
        hidden
        caption={caption}
        rows={data.buckets}
        columns={[
          { header: unit, cell: (b) => b.label },
          { header: 'Searches', cell: (b) => formatCount(b.count), numeric: true },
        ]}
      />
    </figure>
  );
}
