import type * as z from 'zod';
import { reasonsOf } from '#server/http/validation';

export type Refusal = { index: number; name: string | null; reasons: string[] };
export type Checked<T> = { index: number; value: T };

/**
 * Checks each element of a batch on its own, so one bad element never costs the good ones
 * their place. `nameOf` reads what names an element (its reference, its email) even when the
 * rest of it is wrong, for the refusal; a name already earlier in the batch is refused too,
 * since one call cannot say which of two versions the site meant.
 */
export function checkEach<S extends z.ZodType>(
  raw: readonly unknown[],
  schema: S,
  nameOf: (value: z.output<S>) => string,
  rawName: string,
  duplicate: string,
) {
  const good: Checked<z.output<S>>[] = [];
  const rejected: Refusal[] = [];
  const seen = new Set<string>();
  raw.forEach((item, index) => {
    const sent = (item as Record<string, unknown> | null)?.[rawName];
    const shown = typeof sent === 'string' ? sent.slice(0, 300) : null;
    const broken = brokenText(item, []);
    if (broken !== null) {
      rejected.push({
        index,
        name: shown && brokenText(shown, []) === null ? shown : null,
        reasons: [broken],
      });
      return;
    }
    const parsed = schema.safeParse(item);
    if (!parsed.success) {
      rejected.push({ index, name: shown, reasons: reasonsOf(parsed.error) });
      return;
    }
    const name = nameOf(parsed.data);
    if (seen.has(name)) {
      rejected.push({ index, name: shown, reasons: [`${rawName}: ${duplicate}`] });
      return;
    }
    seen.add(name);
    good.push({ index, value: parsed.data });
  });
  return { good, rejected };
}

type Stored = {
  reference: string | null;
  outcome: 'created' | 'updated' | 'unchanged' | 'rejected';
  id: number | null;
};

/**
 * The answer to a batch: each element's outcome in the order sent (a refused one as rejected,
 * under the name it was sent with), the counts, and the refusals with their reasons.
 */
export function batchAnswer(
  size: number,
  storedAt: (index: number) => Stored | undefined,
  refusals: readonly Refusal[],
) {
  const names = new Map(refusals.map((r) => [r.index, r.name]));
  const outcomes = Array.from(
    { length: size },
    (_, index) =>
      storedAt(index) ?? {
        reference: names.get(index) ?? null,
        outcome: 'rejected' as const,
        id: null,
      },
  );
  const count = (outcome: Stored['outcome']) =>
    outcomes.filter((o) => o.outcome === outcome).length;
  return {
    created: count('created'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    rejected: [...refusals]
      .sort((a, b) => a.index - b.index)
      .map(({ index, name, reasons }) => ({ index, reference: name, reasons })),
    outcomes,
  };
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_DEPTH = 8;
export const BROKEN_TEXT = 'Text must be valid Unicode (it holds half of a surrogate pair)';

/**
 * The first string (or key) of a sent element that is no valid Unicode, as a reason by its
 * path; null when all are. JSON may carry a lone surrogate, which PostgreSQL refuses.
 */
function brokenText(value: unknown, path: (string | number)[]): string | null {
  if (typeof value === 'string') {
    return LONE_SURROGATE.test(value)
      ? `${path.length > 0 ? `${path.join('.')}: ` : ''}${BROKEN_TEXT}`
      : null;
  }
  // Deeper than any field of an order or customer: the schema refuses it without reading it.
  if (typeof value !== 'object' || value === null || path.length > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (LONE_SURROGATE.test(key)) return BROKEN_TEXT;
    const found = brokenText(inner, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found !== null) return found;
  }
  return null;
}
