import type * as z from 'zod';

export type FieldErrors = Partial<Record<string, string[]>>;

/** The schema's messages per field, or null when the value is valid. */
export function fieldErrors<T>(schema: z.ZodType<T>, value: unknown): FieldErrors | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}
