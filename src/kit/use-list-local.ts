import { useState } from 'react';
import { PAGE_SIZE } from '#contract/constants';
import { changeList, type ListControl, type ListUrlState, toListQuery } from './list-url';

/** A list as it first shows: page 1, no search, the default order, no filters. */
export function startOfList<K extends string, F extends string>(): ListUrlState<K, F> {
  const filters: Partial<Record<F, string>> = {};
  return { page: 1, search: '', sort: undefined, filters };
}

/**
 * A list's state kept in the component, for a list on a record's page (KitChildList): the
 * record's address is the page's, and several panels would fight over one `?page=`.
 */
export function useListLocal<K extends string, F extends string>(
  pageSize: number = PAGE_SIZE,
): ListControl<K, F> {
  const [state, setState] = useState(startOfList<K, F>);
  return {
    state,
    query: toListQuery(state, pageSize),
    change: (change) => setState((current) => changeList(current, change)),
  };
}
