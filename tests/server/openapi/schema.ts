import * as z from 'zod';

/** The part of an OpenAPI 3.0 schema object the conformance test reads. */
export type Schema = {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array';
  nullable?: boolean;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  multipleOf?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  default?: unknown;
  description?: string;
};

const oracles = new WeakMap<Schema, z.ZodType>();

/**
 * Whether a value is valid by the document's schema, judged by a validator built from the
 * JSON Schema alone (zod's reader of JSON Schema), never by the contract's own zod schemas.
 */
export function validBy(schema: Schema, value: unknown): boolean {
  let oracle = oracles.get(schema);
  if (!oracle) {
    oracle = z.fromJSONSchema(schema as z.core.JSONSchema.JSONSchema, {
      defaultTarget: 'openapi-3.0',
    });
    oracles.set(schema, oracle);
  }
  return oracle.safeParse(value).success;
}

/** The issues a value has against the schema, for a failure's report. */
export function issuesOf(schema: Schema, value: unknown): string {
  validBy(schema, value);
  const oracle = oracles.get(schema);
  const result = oracle?.safeParse(value);
  if (!result || result.success) return '';
  return result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/** A string schema with its allOf members folded in (zod writes each extra pattern as one). */
export function flatten(schema: Schema): Schema & { patterns: string[] } {
  const patterns: string[] = [];
  let merged: Schema = { ...schema };
  const visit = (part: Schema) => {
    if (part.pattern) patterns.push(part.pattern);
    for (const inner of part.allOf ?? []) {
      const { allOf: _nested, pattern: _pattern, ...rest } = inner;
      merged = { ...rest, ...merged };
      if (inner.minLength !== undefined)
        merged.minLength = Math.max(merged.minLength ?? 0, inner.minLength);
      if (inner.maxLength !== undefined)
        merged.maxLength = Math.min(merged.maxLength ?? Infinity, inner.maxLength);
      visit(inner);
    }
  };
  visit(schema);
  delete merged.allOf;
  delete merged.pattern;
  return { ...merged, patterns };
}
