import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PAGE_SIZE } from '#contract/constants';
import {
  changeList,
  formatListUrl,
  type ListControl,
  type ListUrlShape,
  parseListUrl,
  toListQuery,
} from './list-url';

/** The list state of the current URL, and a way to change it (which changes the URL). */
export function useListUrl<K extends string, F extends string>(
  shape: ListUrlShape<K, F>,
  pageSize: number = PAGE_SIZE,
): ListControl<K, F> {
  const search = useSearch();
  const [path, navigate] = useLocation();
  // The shape is declared once per area; its keys, not its identity, decide the parse.
  const keys = `${shape.sortKeys.join()}|${shape.filterKeys.join()}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: keys stands for shape
  const state = useMemo(() => parseListUrl(search, shape), [search, keys]);
  return {
    state,
    query: toListQuery(state, pageSize),
    change: (change, options) => {
      const next = formatListUrl(changeList(state, change));
      navigate(next ? `${path}?${next}` : path, { replace: options?.replace ?? false });
    },
  };
}
