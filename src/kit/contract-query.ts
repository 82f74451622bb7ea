import type * as z from 'zod';

/**
 * The list query as the contract's own schema reads it, so a filter value the URL holds but
 * the server would refuse (a hand-edited `?status=gone`) is dropped rather than sent as a 400.
 * Only the offending keys go; the rest of the query stays.
 */
export function contractQuery<S extends z.ZodType<object>>(
  schema: S,
  query: Record<string, unknown>,
): z.output<S> {
  const first = schema.safeParse(query);
  if (first.success) return first.data;
  const bad = new Set(first.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(query).filter(([key]) => !bad.has(key)));
  return schema.parse(kept);
}
