import type { Paged } from '#contract/paging';
import type { KitListQuery } from './list-url';
import type { KitQueryResult } from './types';

/**
 * A list the record's own answer already holds in full (a hotlist's offers), searched and paged
 * here so it shows as every other kit list. `record` is the record's query; `text` is what the
 * search box matches in a row, case aside.
 */
export function localRows<Rec, Row>(
  record: KitQueryResult<Rec>,
  rowsOf: (rec: Rec) => readonly Row[],
  text: (row: Row) => string,
  query: Pick<KitListQuery<never, never>, 'page' | 'pageSize' | 'search'>,
): KitQueryResult<Paged<Row>> {
  const rec = record.data?.body;
  const needle = query.search?.toLowerCase() ?? '';
  const matching = rec
    ? rowsOf(rec).filter((row) => needle === '' || text(row).toLowerCase().includes(needle))
    : [];
  const start = (query.page - 1) * query.pageSize;
  return {
    data: rec
      ? { body: { items: matching.slice(start, start + query.pageSize), total: matching.length } }
      : undefined,
    isPending: record.isPending,
    isFetching: record.isFetching,
    isError: record.isError,
    refetch: record.refetch,
  };
}
