import type { ReactNode } from 'react';
import { Muted } from '#ui';

/** Money columns, by header: right-aligned, as the kit's money columns. */
const AMOUNTS = new Set(['Price', 'Price before change', 'Amount', 'Value']);
const alignOf = (header: string | undefined) =>
  header !== undefined && AMOUNTS.has(header)
    ? ({ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const)
    : ({ textAlign: 'left' } as const);

const cellStyle = (header: string | undefined) =>
  ({ ...alignOf(header), padding: '0.25rem 0.5rem', verticalAlign: 'top' }) as const;

/** A small read-only table of a panel (an order has a handful of items, payments…). */
export function Table({
  label,
  headers,
  rows,
  empty,
}: {
  label: string;
  headers: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  empty: string;
}) {
  if (rows.length === 0) return <Muted>{empty}</Muted>;
  return (
    // Wider than its panel, it scrolls in its own region, which keyboard users can focus.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
    <section aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <table aria-label={label} style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" style={{ ...alignOf(h), padding: '0.25rem 0.5rem' }}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, r) => (
            // Rows are the order's own, in their order; they never move while shown.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={r}>
              {cells.map((cell, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed header
                <td key={c} style={cellStyle(headers[c])}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
