import { and, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { ListQuery, Paged } from '#contract/paging';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { containsPattern, offsetOf } from '#server/http/paging';
import { type Bind, type Bound, binder, bindScope } from './bind';
import type { Filter } from './filters';
import { type ListCount, pageAndTotal } from './list-count';
import { aliased, type LateColumns, withLate } from './list-late';
import { orderOf, type Sort, type Walk, walkOf } from './list-order';
import { runShaped } from './statements';

export type { LateColumns, PageColumns } from './list-late';
export { SORT_TEXT, type Sort, type Walk } from './list-order';

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

export type ListRow<Fields extends SelectedFields> = SelectResultFields<Fields>;

let listIds = 0;

/** The list, ready to answer pages: `list(db, scope, query)`. */
export function definePagedList<
  Fields extends SelectedFields,
  K extends string,
  Q extends ListQuery<K>,
  S = void,
  L extends SelectedFields = Record<never, never>,
>(definition: ListDefinition<Fields, K, Q, S, L>) {
  const id = ++listIds;
  return async (db: Db | Tx, scope: S, query: Q): Promise<Paged<ListRow<Fields & L>>> => {
    // Every value of the request is bound by name first; the statements are built from the
    // placeholders only when their shape is new (server/kit/statements.ts).
    const { bind, values } = binder();
    const { bound, shape: scoped } = bindScope(scope, bind);
    const { where, filtered } = conditionOf(definition, bound, query, bind);
    const order = orderOf(definition, query.sort);
    const searching = Boolean(query.search?.trim());
    const limit = bind('limit', query.pageSize);
    const offset = bind('offset', offsetOf(query));
    const walk = walkOf(definition, bound, query, { searching, filtered, limit, offset });
    const shape = `${id}|${query.sort ?? ''}|${scoped}|${walk ? 'walk' : ''}`;
    // A browse's statements are named and planned once per shape. A search's are planned for
    // its pattern: a generic plan cannot tell a rare pattern (trigram index) from a common one
    // (walk the order's index), and guessing wrong cost 30x on 100,000 rows (bench/crm-list.mjs).
    const run = (part: string, statement: () => PgSelect) =>
      runShaped(
        db,
        `${shape}|${part}|${Object.keys(values).join(',')}`,
        statement,
        values,
        searching,
      );
    const base = (fields: SelectedFields, from: PgTable | SQL, counting: boolean) => {
      let q = db.select(fields).from(from).$dynamic() as PgSelect;
      for (const join of definition.joins ?? []) {
        const needed = join.count ?? 'always';
        if (counting && (needed === 'never' || (needed === 'search' && !searching))) continue;
        q = join.left ? q.leftJoin(join.table, join.on) : q.innerJoin(join.table, join.on);
      }
      return q.where(where);
    };
    const { late } = definition;
    const page = (extra: SelectedFields) => () => {
      const own = { ...definition.columns, ...extra };
      const fields = late ? aliased(own) : own;
      const paged = walk
        ? base(fields, walk.from, false).orderBy(walk.order)
        : base(fields, definition.table, false)
            .orderBy(...order.terms)
            .limit(limit as unknown as number)
            .offset(offset as unknown as number);
      return late ? withLate(db, paged, late) : paged;
    };
    // A capped count reads its first matches only, as a subquery: count(*) has no LIMIT of its own.
    const counting = (fields: SelectedFields, cap?: number) =>
      cap === undefined
        ? base(fields, definition.table, true)
        : (db
            .select(fields)
            .from(
              base({ one: sql`1`.as('one') }, definition.table, true)
                .limit(cap)
                .as('kit_matches'),
            )
            .$dynamic() as PgSelect);
    const { rows, ...total } = await pageAndTotal({
      counting: definition.count,
      scope,
      bound,
      bind,
      filterKey: filterKey(definition, query),
      asked: { offset: offsetOf(query), pageSize: query.pageSize, searching, walking: !!walk },
      page,
      countQuery: counting,
      run,
    });
    return { items: rows as ListRow<Fields & L>[], ...total };
  };
}

/** The scope, the search and every declared filter the query asks for, values bound. */
function conditionOf<Fields extends SelectedFields, K extends string, Q extends ListQuery<K>, S>(
  definition: ListDefinition<Fields, K, Q, S>,
  scope: Bound<S>,
  query: Q,
  bind: Bind,
): { where: SQL | undefined; filtered: boolean } {
  const search = query.search?.trim();
  const matches = (text: string) => (column: PgColumn | SQL | LowerCased) =>
    'lowerCased' in column
      ? like(column.lowerCased, bind('lowerPattern', containsPattern(text.toLowerCase())))
      : ilike(column, bind('pattern', containsPattern(text)));
  const filters = (definition.filters ?? []).map((filter) => filter.where(query, bind));
  return {
    where: and(
      definition.scope?.(scope),
      search ? or(...definition.search.map(matches(search))) : undefined,
      ...filters,
    ),
    filtered: filters.some((f) => f !== undefined),
  };
}

/** What tells one filtered search from another, for a remembered count. */
function filterKey<Fields extends SelectedFields, K extends string, Q extends ListQuery<K>, S>(
  definition: ListDefinition<Fields, K, Q, S>,
  query: Q,
): string {
  const keys = (definition.filters ?? []).flatMap((filter) => filter.keys);
  const values = keys.map((key) => JSON.stringify(query[key] ?? null));
  return [query.search?.trim() ?? '', ...values].join('\u0000');
}
