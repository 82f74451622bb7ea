import { useState } from 'react';
import { PAGE_SIZE } from '#contract/constants';
import type { PageAccess } from '../routing/page-access';

/** The list's add action, for users who may call `access` (the create operation). */
export interface ListAdd {
  label: string;
  path: string;
  access: PageAccess;
}

/** A list's sort value in the contract's terms: `key` ascending, `-key` descending. */
type Sort<K extends string> = K | `-${K}`;

/** Page, search and sort of a server-paged list, as the list endpoint's query. */
export interface ListState<K extends string = string> {
  page: number;
  search: string;
  sort: Sort<K> | undefined;
  setPage(page: number): void;
  setSearch(text: string): void;
  // A method, so that a list with its own sort keys still fits where any list is taken.
  setSort(sort: Sort<K> | undefined): void;
  query: { page: number; pageSize: number; search?: string; sort?: Sort<K> };
}

/** A new search or sort starts again at page 1. `K`: the sort keys of the list's contract. */
export function useListState<K extends string = never>(pageSize = PAGE_SIZE): ListState<K> {
  const [page, setPage] = useState(1);
  const [search, setSearchText] = useState('');
  const [sort, setSortValue] = useState<Sort<K> | undefined>(undefined);
  const trimmed = search.trim();
  return {
    page,
    search,
    sort,
    setPage,
    setSearch: (text) => {
      setSearchText(text);
      setPage(1);
    },
    setSort: (next) => {
      setSortValue(next);
      setPage(1);
    },
    query: { page, pageSize, ...(trimmed ? { search: trimmed } : {}), ...(sort ? { sort } : {}) },
  };
}
