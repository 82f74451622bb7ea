import { ScreenReaderOnly, vars } from '#ui';

const bar = { height: '1rem', borderRadius: '4px', background: vars.color.border } as const;

/**
 * Grey rows in the table's place while the first page loads, so the page keeps its shape
 * rather than jumping when the rows arrive. Later loads keep the previous page on screen.
 */
export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div aria-busy="true" style={{ display: 'grid', gap: '0.75rem', padding: '1rem 0' }}>
      <ScreenReaderOnly>{`Loading ${label}…`}</ScreenReaderOnly>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key by
        <div key={i} aria-hidden="true" style={{ ...bar, width: `${90 - (i % 3) * 15}%` }} />
      ))}
    </div>
  );
}
