import type { ReactNode } from 'react';

/** Label / value pairs of a read-only record or panel, as a description list in two columns. */
export function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        gap: '0.25rem 1rem',
        margin: 0,
      }}
    >
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
