import type { ScaleLinear } from 'd3-scale';
import { formatCompact } from '#ui';
import * as styles from './charts.css';

/** The horizontal grid lines of a chart's count axis, each labelled on the left. */
export function ValueGrid({
  y,
  left,
  right,
}: {
  y: ScaleLinear<number, number>;
  /** x of the plot's left and right edges, in the chart's viewBox units. */
  left: number;
  right: number;
}) {
  return y.ticks(4).map((t) => (
    <g key={t}>
      <line x1={left} x2={right} y1={y(t)} y2={y(t)} className={styles.gridLine} />
      <text x={left - 4} y={y(t)} dy="0.32em" textAnchor="end" className={styles.axis}>
        {formatCompact(t)}
      </text>
    </g>
  ));
}
