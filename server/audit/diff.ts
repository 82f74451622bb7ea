/** A record's fields as the audit trail keeps them: plain JSON values. */
export type FieldValue = string | number | boolean | null | readonly (string | number)[];
export type Fields = Record<string, FieldValue | undefined>;

/** Field → [before, after]; a create has null befores, a delete null afters. */
export type Changes = Record<string, [FieldValue, FieldValue]>;

export const MASKED = '••••••';

const same = (a: FieldValue, b: FieldValue) => JSON.stringify(a) === JSON.stringify(b);

/** The fields that differ; secrets appear as changed with both values masked. */
export function changesOf(
  before: Fields | undefined,
  after: Fields | undefined,
  secrets: readonly string[],
): Changes {
  const changes: Changes = {};
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const name of names) {
    const from = before?.[name] ?? null;
    const to = after?.[name] ?? null;
    if (same(from, to)) continue;
    changes[name] = secrets.includes(name)
      ? [from === null ? null : MASKED, to === null ? null : MASKED]
      : [from, to];
  }
  return changes;
}
