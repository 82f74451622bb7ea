import { flatten, type Schema } from './schema';

/** One constraint of the document broken in a value that met them all. */
export type Break = { where: string; what: string; apply: (value: unknown) => unknown };

const WRONG_TYPE: Record<string, unknown> = {
  string: 12_345,
  integer: 'twelve',
  number: 'twelve',
  boolean: 'yes',
  object: 'an object',
  array: { not: 'a list' },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text that fails the pattern, if one of a few does. */
function notMatching(pattern: string): string | undefined {
  const regex = new RegExp(pattern, 'u');
  return ['a\u0001b', '!', 'x', '0', '', ' ', 'ab c'].find((candidate) => !regex.test(candidate));
}

/** Breaks of a leaf value's own constraints (type, length, pattern, range, options). */
function leafBreaks(schema: Schema, where: string): Break[] {
  const breaks: Break[] = [];
  const replace = (what: string, next: unknown) => breaks.push({ where, what, apply: () => next });
  if (schema.enum) {
    replace('a value outside its options', 'not-an-option');
    return breaks;
  }
  if (schema.anyOf || schema.oneOf) {
    replace('a value of none of its shapes', { none: 'of its shapes' });
    return breaks;
  }
  const type = schema.type ?? (schema.allOf ? 'string' : undefined);
  if (type && !schema.nullable) replace('a value of the wrong type', WRONG_TYPE[type]);
  if (type === 'string') {
    const flat = flatten(schema);
    if (flat.maxLength !== undefined && flat.maxLength < 100_000) {
      replace(`longer than ${flat.maxLength}`, 'a'.repeat(flat.maxLength + 1));
    }
    if ((flat.minLength ?? 0) > 0) replace(`shorter than ${flat.minLength}`, '');
    for (const pattern of flat.patterns) {
      const wrong = notMatching(pattern);
      if (wrong !== undefined) replace(`not matching ${pattern}`, wrong);
    }
    if (flat.format === 'email') replace('not an email address', 'not-an-email');
  }
  if (type === 'integer' || type === 'number') {
    if (schema.maximum !== undefined) replace('above its maximum', schema.maximum + 1);
    if (schema.minimum !== undefined) {
      replace('below its minimum', schema.minimum - (schema.exclusiveMinimum === true ? 0 : 1));
    }
    if (type === 'integer') replace('a fraction', 1.5);
    if (schema.multipleOf) {
      const off = (schema.minimum ?? 0) + schema.multipleOf / 2;
      replace(`not a multiple of ${schema.multipleOf}`, off);
    }
  }
  return breaks;
}

/**
 * Every way to break exactly one constraint of the schema in `value`: a required field left
 * out, an unknown field where none is allowed, a leaf of the wrong type or out of its bounds.
 * Nested fields are reached through the value itself, so each break names a real path.
 */
export function breaksOf(schema: Schema, value: unknown, where = ''): Break[] {
  const here = (path: string) => (where ? `${where}.${path}` : path);
  const inside = (key: string | number, inner: Break): Break => ({
    ...inner,
    apply: (outer) => {
      if (Array.isArray(outer)) {
        return outer.map((item, i) => (i === key ? inner.apply(item) : item));
      }
      return isRecord(outer) ? { ...outer, [key]: inner.apply(outer[key]) } : outer;
    },
  });
  if (schema.type === 'object' && isRecord(value)) {
    const breaks: Break[] = [
      { where: where || 'body', what: 'not an object', apply: () => ['a list'] },
    ];
    for (const name of schema.required ?? []) {
      breaks.push({
        where: here(name),
        what: 'a required field left out',
        apply: (outer) => {
          if (!isRecord(outer)) return outer;
          const { [name]: _left, ...rest } = outer;
          return rest;
        },
      });
    }
    if (schema.additionalProperties === false) {
      breaks.push({
        where: here('unexpectedField'),
        what: 'a field the document does not name',
        apply: (outer) => (isRecord(outer) ? { ...outer, unexpectedField: 'x' } : outer),
      });
    }
    for (const [name, field] of Object.entries(schema.properties ?? {})) {
      if (!(name in value)) continue;
      for (const inner of breaksOf(field, value[name], here(name))) {
        breaks.push(inside(name, inner));
      }
    }
    return breaks;
  }
  if (schema.type === 'array' && Array.isArray(value)) {
    const breaks = leafBreaks({ type: 'array' }, where);
    if (schema.maxItems !== undefined && schema.maxItems < 1000 && value.length > 0) {
      breaks.push({
        where,
        what: `more than ${schema.maxItems} items`,
        apply: () => Array.from({ length: (schema.maxItems ?? 0) + 1 }, () => value[0]),
      });
    }
    if (schema.uniqueItems && value.length > 0 && (schema.maxItems ?? 2) >= 2) {
      breaks.push({ where, what: 'an item twice', apply: () => [value[0], value[0]] });
    }
    if ((schema.minItems ?? 0) > 0) {
      breaks.push({ where, what: `fewer than ${schema.minItems} items`, apply: () => [] });
    }
    if (schema.items && value.length > 0) {
      for (const inner of breaksOf(schema.items, value[0], `${where}[0]`)) {
        breaks.push(inside(0, inner));
      }
    }
    return breaks;
  }
  return leafBreaks(schema, where);
}
