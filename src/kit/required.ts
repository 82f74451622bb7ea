import type * as z from 'zod';

type Parses = { safeParse(value: unknown): { success: boolean } };
type Node = Parses & {
  shape?: Record<string, unknown>;
  _zod?: { def?: { type?: string; in?: unknown } };
};

const isSchema = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && 'safeParse' in value;

/** The object shape a schema validates, through the pipes a transform or refinement adds. */
function shapeOf(node: unknown): Record<string, unknown> | undefined {
  let current = node;
  for (let depth = 0; depth < 8 && isSchema(current); depth++) {
    if (current.shape) return current.shape;
    const def = current._zod?.def;
    if (def?.type !== 'pipe') return undefined;
    current = def.in;
  }
  return undefined;
}

/**
 * Whether the contract's schema refuses the field at `path` left empty (absent, null or blank
 * text): the form marks exactly what the server would refuse, from the same schema.
 */
export function isRequired(schema: z.ZodType, path: string): boolean {
  let node: unknown = schema;
  for (const key of path.split('.')) {
    node = shapeOf(node)?.[key];
    if (node === undefined) return false;
  }
  if (!isSchema(node)) return false;
  const field = node;
  return [undefined, null, ''].every((empty) => !field.safeParse(empty).success);
}
