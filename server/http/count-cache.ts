/**
 * A paged list's totals remembered per company and per search text, with the list's version
 * counter they were counted at (the users grid: `companies.users_version`, bumped by triggers
 * whenever a count could change, migration 0008). Only the newest version is kept: a version
 * never comes back, so an older count can never be asked for again. The page's statement
 * compares the version it reads with the remembered one and counts only when they differ.
 */
export type CountCache = {
  get(companyId: number, version: number, search: string): number | undefined;
  /** The newest count remembered for the search, whatever its version. */
  latest(companyId: number, search: string): { version: number; total: number } | undefined;
  set(companyId: number, version: number, search: string, total: number): void;
  /**
   * Claims the working out of a count nobody remembers: answers `wait` (another request is
   * counting it now: wait for it, then ask `latest` again) or `done` (this request counts; call
   * it when finished, counted or not). Ten callers paging through a fresh search of 100,000
   * users otherwise counted it ten times at once.
   */
  claim(companyId: number, search: string): { wait: Promise<void> } | { done: () => void };
};

/** At most `limit` counts; the oldest is forgotten first. One per server (per database). */
export function createCountCache(limit = 1000): CountCache {
  const counts = new Map<string, { version: number; total: number }>();
  const counting = new Map<string, Promise<void>>();
  const key = (companyId: number, search: string) => `${companyId}\u0000${search}`;
  return {
    claim(companyId, search) {
      const k = key(companyId, search);
      const other = counting.get(k);
      if (other) return { wait: other };
      let finish = () => {};
      counting.set(
        k,
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
      );
      return {
        done: () => {
          counting.delete(k);
          finish();
        },
      };
    },
    get(companyId, version, search) {
      const known = counts.get(key(companyId, search));
      return known?.version === version ? known.total : undefined;
    },
    latest: (companyId, search) => counts.get(key(companyId, search)),
    set(companyId, version, search, total) {
      const k = key(companyId, search);
      const known = counts.get(k);
      // Two requests racing: a count of an older snapshot must not replace a newer one.
      if (known && known.version > version) return;
      counts.delete(k);
      counts.set(k, { version, total });
      if (counts.size > limit) {
        const oldest = counts.keys().next();
        if (!oldest.done) counts.delete(oldest.value);
      }
    },
  };
}
