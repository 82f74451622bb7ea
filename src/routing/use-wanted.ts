import { useLocation, useRouter, useSearch } from 'wouter';

/** The full path and query the user asked for, also inside a nested (`nest`) route. */
export function useWanted(): { path: string; search: string; wanted: string } {
  const [location] = useLocation();
  const search = useSearch();
  const { base } = useRouter();
  const path = base && location === '/' ? base : `${base}${location}`;
  const query = search ? `?${search}` : '';
  return { path, search: query, wanted: `${path}${query}` };
}
