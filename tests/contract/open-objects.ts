import type * as z from 'zod';

type Def = z.core.$ZodTypeDef;

/**
 * The places in a schema where an object takes fields it does not name (not z.strictObject),
 * as paths (`items.[]`, `hostAdmin`); '' is the schema itself.
 */
export function openObjects(
  schema: z.core.$ZodType,
  path = '',
  seen = new Set<unknown>(),
): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def: Def = schema._zod.def;
  const at = (key: string) => (path ? `${path}.${key}` : key);
  switch (def.type) {
    case 'object': {
      const { shape, catchall } = def as z.core.$ZodObjectDef;
      const strict = catchall?._zod.def.type === 'never';
      return [
        ...(strict ? [] : [path]),
        ...Object.entries(shape).flatMap(([key, field]) => openObjects(field, at(key), seen)),
      ];
    }
    case 'array':
      return openObjects((def as z.core.$ZodArrayDef).element, at('[]'), seen);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return openObjects((def as z.core.$ZodOptionalDef).innerType, path, seen);
    case 'pipe': {
      const { in: input, out } = def as z.core.$ZodPipeDef;
      return [...openObjects(input, path, seen), ...openObjects(out, path, seen)];
    }
    case 'union':
      return (def as z.core.$ZodUnionDef).options.flatMap((o) => openObjects(o, path, seen));
    case 'intersection': {
      const { left, right } = def as z.core.$ZodIntersectionDef;
      return [...openObjects(left, path, seen), ...openObjects(right, path, seen)];
    }
    case 'record':
      return openObjects((def as z.core.$ZodRecordDef).valueType, at('*'), seen);
    case 'tuple':
      return (def as z.core.$ZodTupleDef).items.flatMap((item, i) =>
        openObjects(item, at(String(i)), seen),
      );
    case 'lazy':
      return openObjects((def as z.core.$ZodLazyDef).getter(), path, seen);
    default:
      return [];
  }
}
