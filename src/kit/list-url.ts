/**
 * A kit list's state lives in the URL (`?page=2&search=acme&sort=-created&status=new`), so a
 * list can be bookmarked, shared, reopened in a new tab and left with Back. These pure functions
 * turn the query string into the list endpoint's query and back; src/kit/use-list-url.ts binds
 * them to the router.
 */

/** What one list shows: page, search text, sort (`key` or `-key`) and its filters' values. */
export interface ListUrlState<K extends string = string, F extends string = string> {
  page: number;
  search: string;
  sort: Sort<K> | undefined;
  filters: Readonly<Partial<Record<F, string>>>;
}

/**
 * A list's state and the one way to change it: held in the URL on a list's own page
 * (use-list-url.ts), in the component on a record's panel (use-list-local.ts).
 */
export interface ListControl<K extends string = string, F extends string = string> {
  state: ListUrlState<K, F>;
  query: KitListQuery<K, F>;
  /** Typing in the search box replaces the history entry: Back leaves the list, not a letter. */
  change(change: Partial<ListUrlState<K, F>>, options?: { replace?: boolean }): void;
}

/** A sort in the contract's terms: `key` ascending, `-key` descending. */
export type Sort<K extends string> = K | `-${K}`;

/** What the URL may hold for one list: its sort keys and its filters' query keys. */
export interface ListUrlShape<K extends string = string, F extends string = string> {
  sortKeys: readonly K[];
  filterKeys: readonly F[];
}

// A hand-edited or stale URL must not reach the server as a 400: unknown values are dropped.
const pageOf = (raw: string | null) => {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
};

/** The sort a raw value names, when it is one of the list's keys (either direction). */
export function knownSort<K extends string>(
  raw: string | null | undefined,
  keys: readonly K[],
): Sort<K> | undefined {
  if (!raw) return undefined;
  const desc = raw.startsWith('-');
  const key = keys.find((k) => k === (desc ? raw.slice(1) : raw));
  if (key === undefined) return undefined;
  return desc ? `-${key}` : key;
}

/** The list state a query string (with or without its `?`) asks for. */
export function parseListUrl<K extends string, F extends string>(
  search: string,
  shape: ListUrlShape<K, F>,
): ListUrlState<K, F> {
  const params = new URLSearchParams(search);
  const filters: Partial<Record<F, string>> = {};
  for (const key of shape.filterKeys) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return {
    page: pageOf(params.get('page')),
    search: params.get('search') ?? '',
    sort: knownSort(params.get('sort'), shape.sortKeys),
    filters,
  };
}

/** The query string of a list state, without its `?`; defaults are left out to keep it short. */
export function formatListUrl(state: ListUrlState<string, string>): string {
  const params = new URLSearchParams();
  if (state.search !== '') params.set('search', state.search);
  if (state.sort) params.set('sort', state.sort);
  for (const [key, value] of Object.entries(state.filters)) {
    if (typeof value === 'string' && value !== '') params.set(key, value);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/** The list endpoint's query: what the contract's listQuery takes, plus the filters. */
export type KitListQuery<K extends string = string, F extends string = string> = Partial<
  Record<F, string>
> & { page: number; pageSize: number; search?: string; sort?: Sort<K> };

export function toListQuery<K extends string, F extends string>(
  state: ListUrlState<K, F>,
  pageSize: number,
): KitListQuery<K, F> {
  const search = state.search.trim();
  return {
    ...state.filters,
    page: state.page,
    pageSize,
    ...(search ? { search } : {}),
    ...(state.sort ? { sort: state.sort } : {}),
  };
}

/** A change of search, sort or a filter starts again at page 1; a page change keeps the rest. */
export function changeList<K extends string, F extends string>(
  state: ListUrlState<K, F>,
  change: Partial<ListUrlState<K, F>>,
): ListUrlState<K, F> {
  const next = { ...state, ...change };
  return change.page === undefined ? { ...next, page: 1 } : next;
}

/** The list without its search and filters, back at page 1 (the empty state's way out). */
export function clearNarrowing<K extends string, F extends string>(
  state: ListUrlState<K, F>,
): ListUrlState<K, F> {
  const filters: Partial<Record<F, string>> = {};
  return { ...state, page: 1, search: '', filters };
}
