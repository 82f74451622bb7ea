import * as z from 'zod';
import { PAGE_SIZE } from './constants';
import { intParam, line, MAX_INT4 } from './input';

/** The largest page a list answers; pickers that need "all" rows ask for this many. */
export const MAX_PAGE_SIZE = 100;

/**
 * The query every list endpoint takes: page (1-based), pageSize, a free-text search and a sort
 * key (`name` ascending, `-name` descending) from the list's own keys. Called without them a
 * list answers the spec's grid: the first page of PAGE_SIZE rows in the default order.
 */
export function listQuery<const K extends string>(sortKeys: readonly [K, ...K[]]) {
  const sorts = sortKeys.flatMap((key) => [key, `-${key}`]) as [K | `-${K}`, ...(K | `-${K}`)[]];
  return z.object({
    page: intParam(1, MAX_INT4).default(1),
    pageSize: intParam(1, MAX_PAGE_SIZE).default(PAGE_SIZE),
    search: line().trim().max(100).optional(),
    sort: z.enum(sorts).optional(),
  });
}

export type ListQuery<K extends string = string> = {
  page: number;
  pageSize: number;
  search?: string | undefined;
  sort?: K | `-${K}` | undefined;
};

/**
 * A page of a list: its rows and how many rows match in all (for the pagination). `capped`: more
 * rows match than `total`; a big list stops counting there ("10,000+ rows").
 */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    capped: z.literal(true).optional(),
  });
}

export type Paged<T> = { items: T[]; total: number; capped?: true };

/** Splits a sort value into its key and direction. */
export function parseSort<K extends string>(
  sort: K | `-${K}` | undefined,
  fallback: K,
): { key: K; desc: boolean } {
  if (!sort) return { key: fallback, desc: false };
  return sort.startsWith('-')
    ? { key: sort.slice(1) as K, desc: true }
    : { key: sort as K, desc: false };
}
