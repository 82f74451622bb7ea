import type { z } from 'zod';
import { type FieldErrors, Invalid } from './errors';

/** A row read from a sheet, numbered as the spreadsheet shows it. */
export type NumberedRow = { readonly row: number };

export interface SheetCheck<R extends NumberedRow, S extends z.ZodType> {
  /** The form's schema: a row is checked as the form checks one record. */
  schema: S;
  /** What of the row the schema reads. */
  input: (row: R) => unknown;
  /** The row's identity in the sheet, and the field a second row with it is marked on. */
  key: (fields: z.output<S>) => string;
  keyField: string;
  duplicate: (firstRow: number) => string;
  /** The import's title when any row is refused. */
  refused: string;
}

/**
 * Checks every row of a sheet before anything is written: each by the form's schema and each
 * key once. One refused row refuses the sheet, with every row's errors by `rows.<n>.<field>`,
 * so the user fixes the file once rather than a row at a time.
 */
export function checkSheetRows<R extends NumberedRow, S extends z.ZodType, T>(
  rows: readonly R[],
  check: SheetCheck<R, S>,
  then: (fields: z.output<S>, row: R) => T,
): T[] {
  const errors: FieldErrors = {};
  const firstRowOf = new Map<string, number>();
  const checked: T[] = [];
  for (const row of rows) {
    const parsed = check.schema.safeParse(check.input(row));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = `rows.${row.row}.${issue.path.join('.')}`;
        errors[path] = [...(errors[path] ?? []), issue.message];
      }
      continue;
    }
    const key = check.key(parsed.data);
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      errors[`rows.${row.row}.${check.keyField}`] = [check.duplicate(first)];
      continue;
    }
    firstRowOf.set(key, row.row);
    checked.push(then(parsed.data, row));
  }
  if (Object.keys(errors).length > 0) throw new Invalid(check.refused, errors);
  return checked;
}
