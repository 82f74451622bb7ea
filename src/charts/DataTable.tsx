import type { ReactNode } from 'react';
import { ScreenReaderOnly } from '#ui';
import * as styles from './charts.css';

export interface TableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

/** A plain table of a chart's numbers: visible for tables, hidden (but read) behind a chart. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  hidden = false,
}: {
  caption: string;
  columns: TableColumn<Row>[];
  rows: Row[];
  hidden?: boolean;
}) {
  const table = (
    <table className={styles.table}>
      <caption className={hidden ? undefined : styles.summary}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.header} scope="col" className={c.numeric ? styles.number : styles.cell}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          // Rows have no identity beyond their position in the server's answer.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <tr key={i}>
            {columns.map((c) => (
              <td key={c.header} className={c.numeric ? styles.number : styles.cell}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (hidden) return <ScreenReaderOnly>{table}</ScreenReaderOnly>;
  return (
    // A table wider than a phone scrolls in its own region, which keyboard users can focus.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
    <section className={styles.tableScroll} aria-label={caption} tabIndex={0}>
      {table}
    </section>
  );
}

export { formatCount } from './format';
