import type { ListQuery } from '#contract/paging';

/** Rows to skip for the asked page. */
export const offsetOf = (query: ListQuery) => (query.page - 1) * query.pageSize;

/** An ILIKE pattern matching `text` anywhere, with the user's % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
