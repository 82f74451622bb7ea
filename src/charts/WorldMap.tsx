import { geoEqualEarth, geoPath } from 'd3-geo';
import { scaleSqrt } from 'd3-scale';
import { use, useId } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { WidgetData } from '#contract/widgets';
import * as styles from './charts.css';
import { DataTable, formatCount } from './DataTable';

type PointsData = Extract<WidgetData, { kind: 'points' }>;
const W = 480;
const H = 250;
const TOP_ROWS = 50;

// The Natural Earth 110m land outline ships in its own chunk, fetched with the first map.
const landPromise = import('world-atlas/land-110m.json').then((module) => {
  const topology = module.default as unknown as Topology<{ land: GeometryCollection }>;
  return feature(topology, topology.objects.land);
});
const projection = geoEqualEarth().fitSize([W, H], { type: 'Sphere' });
const toPath = geoPath(projection);

/** Where people search: circles sized by count over the world's land, and the top places as a table. */
export default function WorldMap({ data }: { data: PointsData }) {
  const land = use(landPromise);
  const captionId = useId();
  const max = Math.max(1, ...data.points.map((p) => p.count));
  const radius = scaleSqrt().domain([0, max]).range([0, 12]);
  const ranked = [...data.points].sort((a, b) => b.count - a.count);
  const caption = `${formatCount(data.total)} searches at ${formatCount(data.points.length)} places.`;
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <svg viewBox={`0 0 ${W} ${H}`} className={styles.svg} aria-hidden="true">
        <path d={toPath(land) ?? ''} className={styles.land} />
        {ranked
          .slice()
          .reverse()
          .map((p) => {
            const xy = projection([p.longitude, p.latitude]);
            return xy ? (
              <circle
                key={`${p.latitude},${p.longitude}`}
                cx={xy[0]}
                cy={xy[1]}
                r={Math.max(1.5, radius(p.count))}
                className={styles.point}
              />
            ) : null;
          })}
      </svg>
      <figcaption id={captionId} className={styles.summary}>
        {caption}
      </figcaption>
      <DataTable
        hidden
        caption={`The ${Math.min(TOP_ROWS, ranked.length)} places with the most searches`}
        rows={ranked.slice(0, TOP_ROWS)}
        columns={[
          { header: 'Latitude', cell: (p) => p.latitude, numeric: true },
          { header: 'Longitude', cell: (p) => p.longitude, numeric: true },
          { header: 'Searches', cell: (p) => formatCount(p.count), numeric: true },
        ]}
      />
    </figure>
  );
}
