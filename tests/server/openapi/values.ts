import fc from 'fast-check';
import { flatten, type Schema } from './schema';

/**
 * Ids the seeded database holds, preferred for fields named like ids so that requests reach
 * records; any other id the document allows is tried too.
 */
const SEEDED_IDS = [1, 1, 1, 2, 3, 4, 5];

/** Characters a person types: letters of several scripts, digits, signs and one emoji. */
const TYPED = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .-_@/+,:é中ß😀'.split(/(?:)/u),
);

function text(schema: Schema & { patterns: string[] }): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, Math.max(min, 40));
  const specific = schema.patterns.find((p) => !p.startsWith('^[^\\u0000'));
  let base: fc.Arbitrary<string>;
  if (specific) {
    // fast-check reads no lookahead: drop it and let the filter below hold the rule. The length
    // bound goes to the generator: a pattern of free repeats (a gift code's dashes anywhere) made
    // values far past its 20 characters, and the filter below never found one that fits.
    const readable = specific.replace(/\(\?[!=][^)]*\)/g, '');
    base = fc.stringMatching(new RegExp(readable), { maxLength: schema.maxLength });
  } else if (schema.format === 'email') {
    base = fc.emailAddress();
  } else if (schema.format === 'date-time') {
    base = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  } else if (schema.format === 'date') {
    base = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  } else if (schema.format === 'uuid') {
    base = fc.uuid();
  } else {
    const longest = schema.maxLength ?? 40;
    base = fc.oneof(
      { arbitrary: fc.string({ unit: TYPED, minLength: min, maxLength: max }), weight: 6 },
      // The longest value the document allows: a column shorter than it shows here.
      {
        arbitrary: fc.string({ unit: TYPED, minLength: longest, maxLength: longest }),
        weight: longest <= 1000 ? 1 : 0,
      },
    );
  }
  return base.filter((value) => {
    const length = [...value].length;
    if (length < min || (schema.maxLength !== undefined && length > schema.maxLength)) {
      return false;
    }
    return schema.patterns.every((p) => new RegExp(p, 'u').test(value));
  });
}

function integer(schema: Schema, key: string): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum === true ? 1 : 0;
  const exclusiveMax = schema.exclusiveMaximum === true ? 1 : 0;
  const min = Math.max((schema.minimum ?? -(2 ** 31)) + exclusiveMin, Number.MIN_SAFE_INTEGER);
  const max = Math.min((schema.maximum ?? 2 ** 31 - 1) - exclusiveMax, Number.MAX_SAFE_INTEGER);
  const inRange = (n: number) => n >= min && n <= max;
  const edges = [min, max, 0, 1, 2, 10, 100].filter(inRange);
  const seeded = SEEDED_IDS.filter(inRange);
  return fc.oneof(
    { arbitrary: fc.constantFrom(...seeded, ...edges), weight: /id$/i.test(key) ? 8 : 0 },
    { arbitrary: fc.constantFrom(...edges), weight: 2 },
    { arbitrary: fc.integer({ min, max }), weight: 2 },
  );
}

function number(schema: Schema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1e9;
  const max = schema.maximum ?? 1e9;
  const step = schema.multipleOf;
  if (step) {
    // Whole steps, rounded to the step's own decimals so 0.1 × 3 is 0.3, as a client writes it.
    const decimals = String(step).split('.')[1]?.length ?? 0;
    return fc
      .integer({ min: Math.ceil(min / step), max: Math.floor(Math.min(max / step, 1e12)) })
      .map((k) => Number((k * step).toFixed(decimals)));
  }
  return fc
    .oneof(
      fc.integer({ min: Math.ceil(Math.max(min, -1e9)), max: Math.floor(Math.min(max, 1e9)) }),
      fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
    )
    .filter((n) => !Object.is(n, -0));
}

/**
 * Values meant to be valid by an OpenAPI 3.0 schema. `key` is the field's name: ids are drawn
 * mostly from the seeded ones. The caller checks each request against the document itself
 * (requestValid), so a rule this generator does not know costs a sample, never a false alarm.
 */
export function valuesOf(schema: Schema, key = '', depth = 0): fc.Arbitrary<unknown> {
  return own(schema, key, depth);
}

function own(schema: Schema, key: string, depth: number): fc.Arbitrary<unknown> {
  const base = shaped(schema, key, depth);
  return schema.nullable ? fc.oneof(fc.constant(null), base) : base;
}

function shaped(schema: Schema, key: string, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && schema.type === 'object') {
    // A rule across fields: the object's own fields, with one alternative's on top.
    return fc.oneof(
      ...choices.map((choice) =>
        object(
          {
            ...schema,
            properties: { ...schema.properties, ...choice.properties },
            required: [...(schema.required ?? []), ...(choice.required ?? [])],
          },
          depth,
        ),
      ),
    );
  }
  if (choices) return fc.oneof(...choices.map((choice) => own(choice, key, depth)));
  if (schema.allOf && schema.type !== 'string') {
    const [first] = schema.allOf;
    return first ? own({ ...first, ...schema, allOf: undefined }, key, depth) : fc.constant({});
  }
  switch (schema.type) {
    case 'string':
      return text(flatten(schema));
    case 'integer':
      return integer(schema, key);
    case 'number':
      return number(schema);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, depth > 2 ? 1 : 3));
      const element = schema.items
        ? own(schema.items, key.replace(/s$/, ''), depth + 1)
        : fc.constant(1);
      return schema.uniqueItems
        ? fc.uniqueArray(element, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(element, { minLength, maxLength });
    }
    case 'object':
      return object(schema, depth);
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
  }
}

function object(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, field]) => [name, own(field, name, depth + 1)]),
  );
  // Now all fields, now only the required ones, now any mix: each is valid by the document.
  return fc.oneof(
    fc.record(fields),
    fc.record(fields, { requiredKeys: required.filter((name) => name in fields) }),
  );
}
