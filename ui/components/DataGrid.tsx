import type { ReactNode } from 'react';
import { formatCount } from '../format/numbers';
import * as styles from './dataGrid.css';
import { type GridSort, nextSort, sortDirection } from './grid-sort';
import { Pagination } from './Pagination';
import { Skeleton } from './Skeleton';

export interface GridColumn<T> {
  header: string;
  render: (row: T) => ReactNode;
  /** The server's sort key for this column; with `onSortChange`, its header sorts the grid. */
  sortKey?: string;
  /** Numbers and money line up on the right, as a reader compares them. */
  align?: 'end';
}

const ARROWS = { ascending: '▲', descending: '▼', none: '↕' } as const;

/**
 * A table whose rows the server pages: it shows one page and asks for another through
 * `onPageChange`; `total` is the number of rows that match in all, or at least (`capped`: the
 * server stopped counting there, shown as "10,000+ rows"). Columns with a `sortKey` sort it the
 * same way, through `onSortChange`.
 */
export function DataGrid<T>({
  label,
  columns,
  rows,
  getKey,
  total,
  capped = false,
  page,
  pageSize,
  maxPageButtons,
  onPageChange,
  loading = false,
  empty = 'Nothing to show.',
  sort,
  onSortChange,
}: {
  label: string;
  columns: readonly GridColumn<T>[];
  rows: readonly T[];
  getKey: (row: T) => string | number;
  total: number;
  capped?: boolean | undefined;
  page: number;
  pageSize: number;
  maxPageButtons: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
  /** What an empty grid shows: a sentence, or an EmptyState offering the next action. */
  empty?: ReactNode;
  /** The current sort (`key` or `-key`); undefined is the server's default order. */
  sort?: GridSort;
  onSortChange?: (sort: GridSort) => void;
}) {
  return (
    <div className={styles.wrapper}>
      {/* Only the table scrolls sideways on a narrow screen; the footer stays in view. */}
      <div className={styles.scroller}>
        <table className={styles.table} aria-label={label} aria-busy={loading || undefined}>
          <thead className={styles.head}>
            <tr>
              {columns.map(({ header, sortKey, align }) => {
                const th = align === 'end' ? `${styles.th} ${styles.end}` : styles.th;
                if (sortKey === undefined || !onSortChange) {
                  return (
                    <th key={header} scope="col" className={th}>
                      {header}
                    </th>
                  );
                }
                const direction = sortDirection(sort, sortKey);
                return (
                  <th key={header} scope="col" className={th} aria-sort={direction}>
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={() => onSortChange(nextSort(sort, sortKey))}
                    >
                      {header}
                      <span aria-hidden="true">{ARROWS[direction]}</span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className={styles.body}>
            {rows.map((row) => (
              <tr key={getKey(row)} className={styles.row}>
                {columns.map((column) => (
                  <td
                    key={column.header}
                    data-label={column.header || undefined}
                    className={column.align === 'end' ? `${styles.td} ${styles.end}` : styles.td}
                  >
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 ? (
              <tr className={styles.row}>
                <td colSpan={columns.length} className={styles.td}>
                  {loading ? <Skeleton rows={3} columns={Math.min(columns.length, 4)} /> : empty}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <div className={styles.footer}>
        <span>{rowCount(total, capped)}</span>
        <Pagination
          page={page}
          pageSize={pageSize}
          total={total}
          maxButtons={maxPageButtons}
          onPageChange={onPageChange}
          label={`${label} pages`}
        />
      </div>
    </div>
  );
}

/** "1 row", "6,160 rows", "10,000+ rows". */
function rowCount(total: number, capped: boolean): string {
  if (total === 1 && !capped) return '1 row';
  return `${formatCount(total)}${capped ? '+' : ''} rows`;
}
