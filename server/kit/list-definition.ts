import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Bound } from './bind';
import type { Filter } from './filters';
import type { ListCount } from './list-count';
import type { LateColumns } from './list-late';

/**
 * A sort key's expression; `nulls: 'last'` keeps rows without a value last both ways (spelt as
 * the index that serves the order is, so the index still does).
 */
export type Sort = SQLWrapper | { by: SQLWrapper; nulls: 'last' };

/**
 * A sort no index gives by itself, read another way: the page's rows of the base table (all
 * its columns and `n`, their position), already in order, limited and offset. The kit reads
 * the page from it in place of the table (same name, so the columns stay as declared) when
 * the query neither searches nor filters. Example: the users grid by role title walks the
 * company's few roles in order and each role's members from an index (server/users/list.ts).
 */
export type Walk<S> = (
  scope: Bound<S>,
  page: { descending: boolean; limit: SQLWrapper; offset: SQLWrapper },
) => SQL;

/**
 * A join of the list's base query. `count` says when the total needs it: `always` (the
 * default), only to `search` its columns, or `never` (a lookup every row has, such as a row's
 * role title: counting without it reads the base table's index alone).
 */
export type Join = {
  table: PgTable;
  on: SQL;
  left?: boolean;
  count?: 'always' | 'search' | 'never';
};

/**
 * A search column whose text is stored lower-cased (String.prototype.toLowerCase): matched with
 * LIKE on the lower-cased pattern, the same rows as ILIKE without lower-casing every row it
 * checks (half the time of a common name's recheck at a million orders).
 */
export type LowerCased = { lowerCased: PgColumn | SQL };

/**
 * A paged list, declared once per area: what it reads (table, joins, the scope condition),
 * the columns of a row, what a search matches, the sorts it allows (each key → an expression,
 * always followed by a unique tie-breaker so pages never overlap), the filters it takes and how
 * its total is counted. `S` is the scope (a company id, nothing for a platform-wide list).
 */
export type ListDefinition<
  Fields extends SelectedFields,
  K extends string,
  Q,
  S,
  L extends SelectedFields = Record<never, never>,
> = {
  table: PgTable;
  joins?: readonly Join[];
  /** The rows of the scope; its values come bound (see Bound): only put them into SQL. */
  scope?: (scope: Bound<S>) => SQL | undefined;
  columns: Fields;
  /**
   * Columns or expressions a search matches anywhere in (ILIKE, or LIKE for a LowerCased one;
   * the user's % and _ literal).
   */
  search: readonly (PgColumn | SQL | LowerCased)[];
  sorts: Record<K, Sort>;
  /** The order without a `sort` in the query (`-key` for descending). */
  defaultSort: K | `-${K}`;
  /** Unique across the list's rows: the last sort key of every order. */
  tieBreaker: PgColumn;
  /**
   * The list's indexes were made with Drizzle's `.desc()` (DESC NULLS LAST): descending sorts
   * then say NULLS LAST and ascending ones NULLS FIRST, so the index hands rows over in order in
   * both directions. PostgreSQL matches an index's order only with the same NULLS placement,
   * even on a NOT NULL column: plain `desc` read and sorted every matching row (My orders at a
   * million orders: 87 ms against 0.1 ms for a page).
   */
  nullsLastWhenDescending?: boolean;
  filters?: readonly Filter<Q>[];
  /** How the total is counted; in the page's own statement unless the area keeps a version. */
  count?: ListCount<S>;
  /** Sorts read by walking another index than the order's (see Walk). */
  walks?: Partial<Record<K, Walk<S>>>;
  /** Columns worked out for the page's rows only, in the same statement (see LateColumns). */
  late?: LateColumns<Fields, L>;
};
