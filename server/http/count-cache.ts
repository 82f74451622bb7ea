/**
 * A paged list's totals remembered per company, per the list's version counter and per search
 * text (the users grid: `companies.users_version`, bumped by triggers whenever a count could
 * change, migration 0008), so a remembered count is exact: paging on or re-sorting a search does
 * not count its matches again.
 */
export type CountCache = {
  get(companyId: number, version: number, search: string): number | undefined;
  set(companyId: number, version: number, search: string, total: number): void;
};

/** At most `limit` counts; the oldest is forgotten first. One per server (per database). */
export function createCountCache(limit = 1000): CountCache {
  const counts = new Map<string, number>();
  const key = (companyId: number, version: number, search: string) =>
    `${companyId}\u0000${version}\u0000${search}`;
  return {
    get: (companyId, version, search) => counts.get(key(companyId, version, search)),
    set(companyId, version, search, total) {
      counts.set(key(companyId, version, search), total);
      if (counts.size > limit) {
        const oldest = counts.keys().next();
        if (!oldest.done) counts.delete(oldest.value);
      }
    },
  };
}
