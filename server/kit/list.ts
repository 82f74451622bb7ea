import { and, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { ListQuery, Paged } from '#contract/paging';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { containsPattern, offsetOf } from '#server/http/paging';
import { type Bind, type Bound, binder, bindScope } from './bind';
import { pageAndTotal } from './list-count';
import type { ListDefinition, LowerCased } from './list-definition';
import { aliased, withLate } from './list-late';
import { orderOf, walkOf } from './list-order';
import { runShaped } from './statements';

export type { LateColumns, PageColumns } from './list-late';
export { SORT_TEXT } from './list-order';

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
