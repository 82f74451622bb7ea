/**
 * Sorting by a grid's column headers, in the server's terms (contract/paging.ts): a sort value
 * is a column key for ascending or `-key` for descending; undefined is the list's own order.
 */
export type GridSort = string | undefined;

export type SortDirection = 'ascending' | 'descending' | 'none';

/** How a column is sorted now, as aria-sort spells it. */
export function sortDirection(sort: GridSort, key: string): SortDirection {
  if (sort === key) return 'ascending';
  if (sort === `-${key}`) return 'descending';
  return 'none';
}

/**
 * The sort after activating a column's header: ascending first, then descending, then back to
 * the list's default order, so every state can be reached from the keyboard alone.
 */
export function nextSort(sort: GridSort, key: string): GridSort {
  switch (sortDirection(sort, key)) {
    case 'none':
      return key;
    case 'ascending':
      return `-${key}`;
    default:
      return undefined;
  }
}
