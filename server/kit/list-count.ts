import { type SQL, sql } from 'drizzle-orm';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { CountCache } from '#server/http/count-cache';
import type { Bind, Bound } from './bind';

/**
 * How a list's total is counted:
 * - `window` (the default): `count(*) over()` in the page's own statement — one round trip;
 *   the database still visits every match, so it suits lists read by an index-less sort anyway.
 * - `separate`: a second `count(*)` statement; cheaper when the page is read from an index in
 *   order and stops after a page (bench/crm-list.mjs measures both). A page that is not full
 *   ends the list and says the total itself, so the count runs only after a full page. With a
 *   `cap`, the count stops there and the page says `capped` ("10,000+"): counting every one of
 *   500,000 orders of a year cost more than the page (bench/orders-list.mjs), and a number past
 *   the cap tells a reader nothing a filter would not.
 * - `adaptive`: `separate` while browsing, `window` while searching — a search visits every
 *   match anyway, so counting them in the same pass is free (100,000 companies: browse p50
 *   36 ms separate against 143 ms window; a rare search 53 ms window against 104 ms separate).
 * - `cached`: the area keeps a version counter (bumped whenever a count could change); the
 *   total is remembered per version, scope and search/filters through the shared count cache.
 *   The page's statement reads the version and, only when it is not the remembered one, counts
 *   in a subquery of the same statement (a CASE branch not taken is never run): one round trip
 *   either way, and the count belongs to the page's snapshot.
 */
export type ListCount<S> =
  | { kind: 'window' }
  | { kind: 'separate'; cap?: number }
  | { kind: 'adaptive' }
  | {
      kind: 'cached';
      cache: CountCache;
      /** The key the cache files counts under (a company id). */
      companyOf(scope: S): number;
      /** The scope's version counter, read inside the page's statement (scope values bound). */
      version(scope: Bound<S>): SQL<number>;
      /** As `separate`'s: the count stops past it and the page says `capped`. */
      cap?: number;
    };

type Row = Record<string, unknown>;
/** The page's statement with `extra` columns, built when its shape is new. */
type PageOf = (extra: SelectedFields) => () => PgSelect;
/**
 * The count statement, built but not run: run alone or embedded in the page's statement. With
 * `limit`, it counts the first `limit` matches only.
 */
type CountQuery = (fields: SelectedFields, limit?: number) => PgSelect;

/** A page's rows and the list's total; `capped`: more match than `total`, the count stopped. */
type Counted = { rows: Row[]; total: number; capped?: true };

const TOTAL = '__total';
const VERSION = '__version';
const countAll = () => sql<number>`count(*)`.mapWith(Number);

function strip(rows: Row[], ...keys: string[]): Row[] {
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([k]) => !keys.includes(k))),
  );
}

/** A page's rows and the list's total, counted as the list declares. */
export async function pageAndTotal<S>(list: {
  counting: ListCount<S> | undefined;
  scope: S;
  bound: Bound<S>;
  bind: Bind;
  filterKey: string;
  asked: { offset: number; pageSize: number; searching: boolean; walking: boolean };
  page: PageOf;
  countQuery: CountQuery;
  /** Runs a statement under its part of the shape (server/kit/statements.ts). */
  run: (part: string, statement: () => PgSelect) => Promise<Row[]>;
}): Promise<Counted> {
  const { counting, page, countQuery, run, filterKey } = list;
  const { offset, pageSize, searching, walking } = list.asked;
  const firstPage = offset === 0;
  const counted = async (limit?: number) =>
    Number(
      (await run(`count${limit ?? ''}`, () => countQuery({ [TOTAL]: countAll() }, limit)))[0]?.[
        TOTAL
      ] ?? 0,
    );
  // A page past the end carries no total; an empty first page means there is none.
  const totalOf = async (rows: Row[]) =>
    rows[0] ? Number(rows[0][TOTAL]) : firstPage ? 0 : await counted();
  const declared = counting?.kind ?? 'window';
  const chosen = declared === 'adaptive' ? (searching ? 'window' : 'separate') : declared;
  // A walk reads only the page's rows: a window over them would count the page, not the list.
  const kind = chosen === 'window' && walking ? 'separate' : chosen;
  if (kind === 'window') {
    const rows = await run(
      'window',
      page({ [TOTAL]: sql<number>`count(*) over()`.mapWith(Number) }),
    );
    return { rows: strip(rows, TOTAL), total: await totalOf(rows) };
  }
  if (counting?.kind !== 'cached') {
    const rows = await run('page', page({}));
    // Short of a full page the list ends here (a rare search's one match: no second pass).
    if (rows.length < pageSize && (rows.length > 0 || firstPage)) {
      return { rows, total: offset + rows.length };
    }
    const cap = counting?.kind === 'separate' ? counting.cap : undefined;
    if (cap === undefined) return { rows, total: await counted() };
    const total = await counted(cap + 1);
    if (total <= cap) return { rows, total };
    // A page read past the cap still counts itself, so the pager shows where the reader is.
    return { rows, total: Math.max(cap, offset + rows.length), capped: true };
  }
  const company = counting.companyOf(list.scope);
  const { cache } = counting;
  let known = cache.latest(company, filterKey);
  // A count nobody remembers is worked out by one request; the others wait for it.
  const claim = known ? undefined : cache.claim(company, filterKey);
  if (claim && 'wait' in claim) {
    await claim.wait;
    known = cache.latest(company, filterKey);
  }
  try {
    const version = counting.version(list.bound);
    // Bound now, before the statement is looked up: the names bound are part of its shape.
    const remembered = known && {
      version: list.bind('knownVersion', known.version),
      total: list.bind('knownTotal', known.total),
    };
    const { cap } = counting;
    const rows = await run('cached', () => {
      const count = sql`(${countQuery({ n: countAll() }, cap === undefined ? undefined : cap + 1)})`;
      const total = remembered
        ? sql`case when ${version} = ${remembered.version} then ${remembered.total} else ${count} end`
        : count;
      return page({ [VERSION]: version, [TOTAL]: total.mapWith(Number) })();
    });
    const first = rows[0];
    if (first) cache.set(company, Number(first[VERSION]), filterKey, Number(first[TOTAL]));
    const own = strip(rows, TOTAL, VERSION);
    if (cap === undefined) return { rows: own, total: await totalOf(rows) };
    const total = first ? Number(first[TOTAL]) : firstPage ? 0 : await counted(cap + 1);
    if (total <= cap) return { rows: own, total };
    return { rows: own, total: Math.max(cap, offset + rows.length), capped: true };
  } finally {
    if (claim && 'done' in claim) claim.done();
  }
}
