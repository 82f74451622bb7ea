import type { ListQuery } from '#contract/paging';
import type { CountCache } from './count-cache';

/** Rows to skip for the asked page. */
export const offsetOf = (query: ListQuery) => (query.page - 1) * query.pageSize;

/** An ILIKE pattern matching `text` anywhere, with the user's % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** A page's rows each carry the list's version, read in the page's own statement. */
export type Versioned = { version: number };

/**
 * A page and its total in as few statements as possible: one when the total for the version
 * the page statement read is remembered, else a count that reads the version in the same
 * statement (and snapshot) as the count it is remembered under. A page past the end carries
 * no version, so its total is counted.
 */
export async function pageWithTotal<Row extends Versioned>(
  counts: CountCache,
  scope: { companyId: number; search: string },
  page: () => Promise<Row[]>,
  count: () => Promise<{ n: number; version: number } | undefined>,
): Promise<{ rows: Row[]; total: number }> {
  const rows = await page();
  const version = rows[0]?.version;
  const known =
    version === undefined ? undefined : counts.get(scope.companyId, version, scope.search);
  if (known !== undefined) return { rows, total: known };
  const counted = (await count()) ?? { n: 0, version: 0 };
  counts.set(scope.companyId, counted.version, scope.search, counted.n);
  return { rows, total: counted.n };
}
