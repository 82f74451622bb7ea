import fc from 'fast-check';
import type * as z from 'zod';
import { HOSTILE_NUMBERS, HOSTILE_TEXT, PLAUSIBLE_IDS, WRONG_TYPES } from './hostile';

type Def = z.core.$ZodTypeDef;
const defOf = (schema: z.core.$ZodType): Def => schema._zod.def;

const hostile = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(...WRONG_TYPES),
);

/** A text that looks right for a field of that name, to get past the first checks. */
function plausibleText(key: string): fc.Arbitrary<string> {
  if (/email|username/i.test(key))
    return fc.constantFrom('fuzz@example.com', 'admin@waypoint.test');
  if (/date|dob/i.test(key)) return fc.constantFrom('2024-02-29', '2024-13-01', '1999-01-01');
  if (/url|path/i.test(key)) return fc.constantFrom('/users', '/api/files/00', 'https://a.b/');
  if (/id$/i.test(key)) return fc.constantFrom(...PLAUSIBLE_IDS.map(String));
  if (/countryCode/i.test(key)) return fc.constantFrom('GB', 'US', '');
  if (/code$/i.test(key)) return fc.constantFrom('123456', 'abcde-fghij');
  if (/phone/i.test(key)) return fc.constantFrom('+44 20 7946 0000', '');
  return fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('abc', 'Fuzz name'));
}

/**
 * Values for a zod schema: mostly of its own shape (so deeper checks are reached), with hostile
 * values mixed in at every level. `key` is the field name, for plausible texts and ids.
 */
export function valuesFor(schema: z.core.$ZodType, key = '', depth = 0): fc.Arbitrary<unknown> {
  const own = ownShape(schema, key, depth, true);
  return fc.oneof({ arbitrary: own, weight: 4 }, { arbitrary: hostile, weight: 1 });
}

/** Values of the schema's own shape at every level, so that they mostly pass validation. */
export const plausibleFor = (schema: z.core.$ZodType, key = '') => ownShape(schema, key, 0, false);

/**
 * A plausible object with exactly one field (or one more, unknown field) hostile: the value that
 * reaches the database when everything else is right.
 */
export function oneFieldHostile(schema: z.ZodObject): fc.Arbitrary<unknown> {
  const keys = [...Object.keys(schema.shape), 'unexpectedField'];
  return fc
    .tuple(plausibleFor(schema), fc.constantFrom(...keys), hostile)
    .map(([values, key, value]) => ({ ...(values as Record<string, unknown>), [key]: value }));
}

function ownShape(
  schema: z.core.$ZodType,
  key: string,
  depth: number,
  mix: boolean,
): fc.Arbitrary<unknown> {
  const values = (inner: z.core.$ZodType, innerKey: string, innerDepth: number) =>
    mix ? valuesFor(inner, innerKey, innerDepth) : ownShape(inner, innerKey, innerDepth, false);
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return plausibleText(key);
    case 'number':
      return /id$/i.test(key)
        ? fc.constantFrom(...PLAUSIBLE_IDS)
        : fc.oneof(fc.integer({ min: -3, max: 200 }), fc.double({ noNaN: true }));
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values((def as z.core.$ZodEnumDef).entries));
    case 'literal':
      return fc.constantFrom(...(def as z.core.$ZodLiteralDef<z.core.util.Literal>).values);
    case 'null':
      return fc.constant(null);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch': {
      const inner = (def as z.core.$ZodOptionalDef).innerType;
      return fc.oneof(fc.constant(undefined), fc.constant(null), values(inner, key, depth));
    }
    case 'pipe':
      return ownShape((def as z.core.$ZodPipeDef).in, key, depth, mix);
    case 'union': {
      const options = (def as z.core.$ZodUnionDef).options;
      return fc.oneof(...options.map((option) => ownShape(option, key, depth, mix)));
    }
    case 'array': {
      const element = (def as z.core.$ZodArrayDef).element;
      return depth > 3
        ? fc.constant([])
        : fc.array(values(element, key.replace(/s$/, ''), depth + 1), { maxLength: 4 });
    }
    case 'object':
      return depth > 3 ? fc.constant({}) : objectValues(schema as z.ZodObject, depth, mix);
    default:
      return fc.oneof(fc.constantFrom(...WRONG_TYPES), plausibleText(key));
  }
}

/** An object of the schema's fields: all of them, or any of them left out. */
export function objectValues(schema: z.ZodObject, depth = 0, mix = true): fc.Arbitrary<unknown> {
  const fields = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      mix ? valuesFor(field, key, depth + 1) : ownShape(field, key, depth + 1, false),
    ]),
  );
  return fc.oneof(fc.record(fields), fc.record(fields, { requiredKeys: [] }));
}
