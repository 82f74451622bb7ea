import { asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { ListQuery } from '#contract/paging';
import type { Bound } from './bind';
import { fieldError } from './form-error';
import type { ListDefinition } from './list-definition';

export const SORT_TEXT = 'Choose one of the list’s sort orders.';

/** The sort's walk, when it has one and the query neither searches nor filters. */
export function walkOf<Fields extends SelectedFields, K extends string, Q extends ListQuery<K>, S>(
  definition: ListDefinition<Fields, K, Q, S>,
  scope: Bound<S>,
  query: Q,
  asked: { searching: boolean; filtered: boolean; limit: SQLWrapper; offset: SQLWrapper },
): { from: SQL; order: SQL } | undefined {
  const { key, descending } = sortOf(definition, query.sort);
  const walk = definition.walks?.[key];
  if (!walk || asked.searching || asked.filtered) return undefined;
  const page = { descending, limit: asked.limit, offset: asked.offset };
  const { table } = definition;
  return { from: sql`(${walk(scope, page)}) as ${table}`, order: sql`${table}.n` };
}

/** The asked sort key from the whitelist (anything else is a field error on sort). */
export function sortOf<Fields extends SelectedFields, K extends string, Q, S>(
  definition: ListDefinition<Fields, K, Q, S>,
  sort: string | undefined,
): { key: K; descending: boolean } {
  const asked = sort ?? definition.defaultSort;
  const descending = asked.startsWith('-');
  const key = descending ? asked.slice(1) : asked;
  if (!Object.hasOwn(definition.sorts, key)) throw fieldError('sort', SORT_TEXT);
  return { key: key as K, descending };
}

/** The asked order, then the tie-breaker in the same direction. */
export function orderOf<Fields extends SelectedFields, K extends string, Q, S>(
  definition: ListDefinition<Fields, K, Q, S>,
  sort: string | undefined,
): { terms: SQL[] } {
  const { key, descending } = sortOf(definition, sort);
  const sorted = definition.sorts[key];
  if (definition.nullsLastWhenDescending) {
    // Drizzle's `.desc()` indexes are DESC NULLS LAST; read backwards they are ASC NULLS FIRST.
    const nulls = sql.raw(descending ? 'desc nulls last' : 'asc nulls first');
    const by = 'by' in sorted ? sorted.by : sorted;
    return { terms: [sql`${by} ${nulls}`, sql`${definition.tieBreaker} ${nulls}`] };
  }
  const direction = descending ? desc : asc;
  const first =
    'by' in sorted
      ? sql`${sorted.by} ${sql.raw(descending ? 'desc' : 'asc')} nulls last`
      : direction(sorted);
  return { terms: [first, direction(definition.tieBreaker)] };
}
