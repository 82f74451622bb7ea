import type { ListUrlShape } from './list-url';
import type { KitColumn, KitFilter } from './types';

/** The sort and filter keys a list's URL may hold, read from its columns and filters. */
export function listShape<Row, K extends string, F extends string>(
  columns: readonly KitColumn<Row, K>[],
  filters: readonly KitFilter<F>[] = [],
): ListUrlShape<K, F> {
  const sortKeys: K[] = [];
  for (const column of columns) if (column.sortable) sortKeys.push(column.key);
  const filterKeys = filters.flatMap((f) => (f.kind === 'dateRange' ? [f.from, f.to] : [f.key]));
  return { sortKeys, filterKeys };
}

/** How a plain value shows in a cell: yes/no for flags, nothing for a missing value. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return '';
}

/** A row's field by the column's key, for columns without a cell renderer. */
export function fieldOf(row: object, key: string): unknown {
  return Object.hasOwn(row, key) ? Reflect.get(row, key) : undefined;
}
