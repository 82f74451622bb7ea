import { type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { CountCache } from '#server/http/count-cache';
import { pageWithTotal } from '#server/http/paging';

/**
 * How a list's total is counted:
 * - `window` (the default): `count(*) over()` in the page's own statement — one round trip;
 *   the database still visits every match, so it suits lists read by an index-less sort anyway.
 * - `separate`: a second `count(*)` statement; cheaper when the page is read from an index in
 *   order and stops after a page (bench/crm-list.mjs measures both).
 * - `cached`: the area keeps a version counter (bumped whenever a count could change); the
 *   total is remembered per version, scope and search/filters through the shared count cache,
 *   and read in the page's statement's snapshot (server/http/paging.ts pageWithTotal).
 */
export type ListCount<S> =
  | { kind: 'window' }
  | { kind: 'separate' }
  | {
      kind: 'cached';
      cache: CountCache;
      /** The key the cache files counts under (a company id). */
      companyOf(scope: S): number;
      /** The scope's version counter, read inside the page and count statements. */
      version(scope: S): SQL<number>;
    };

type Row = Record<string, unknown>;
type Read = (extra: SelectedFields) => Promise<Row[]>;

const TOTAL = '__total';
const VERSION = '__version';

function strip(rows: Row[], key: string): Row[] {
  return rows.map(({ [key]: _dropped, ...row }) => row);
}

/** A page's rows and the list's total, counted as the list declares. */
export async function pageAndTotal<S>(
  counting: ListCount<S> | undefined,
  scope: S,
  filterKey: string,
  firstPage: boolean,
  page: Read,
  count: Read,
): Promise<{ rows: Row[]; total: number }> {
  const total = sql<number>`count(*)`.mapWith(Number);
  const counted = async () => Number((await count({ [TOTAL]: total }))[0]?.[TOTAL] ?? 0);
  if (!counting || counting.kind === 'window') {
    const rows = await page({ [TOTAL]: sql<number>`count(*) over()`.mapWith(Number) });
    const first = rows[0];
    // A page past the end carries no total; an empty first page means there is none.
    const n = first ? Number(first[TOTAL]) : firstPage ? 0 : await counted();
    return { rows: strip(rows, TOTAL), total: n };
  }
  if (counting.kind === 'separate') {
    const rows = await page({});
    return { rows, total: await counted() };
  }
  const version = counting.version(scope);
  const paged = await pageWithTotal(
    counting.cache,
    { companyId: counting.companyOf(scope), search: filterKey },
    async () =>
      (await page({ [VERSION]: version })).map((row) => ({
        version: Number(row[VERSION]),
        row,
      })),
    async () => {
      const [row] = await count({ [TOTAL]: total, [VERSION]: version });
      return row ? { n: Number(row[TOTAL]), version: Number(row[VERSION]) } : undefined;
    },
  );
  return {
    rows: strip(
      paged.rows.map((r) => r.row),
      VERSION,
    ),
    total: paged.total,
  };
}
