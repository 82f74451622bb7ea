import type { Fields, FieldValue } from './diff';

/** Bookkeeping columns: they change with every save and tell a reader nothing. */
const BOOKKEEPING = new Set(['id', 'version', 'createdAt', 'usersVersion']);

/** One column's value as the audit keeps it: JSON-plain, dates as ISO text, objects as JSON. */
export function fieldValue(value: unknown): FieldValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) {
    return value;
  }
  return JSON.stringify(value);
}

/** A row as audit fields, without its bookkeeping columns and any named in `drop`. */
export function fieldsOf(row: Record<string, unknown>, drop: readonly string[] = []): Fields {
  const fields: Fields = {};
  for (const [name, value] of Object.entries(row)) {
    if (BOOKKEEPING.has(name) || drop.includes(name)) continue;
    fields[name] = fieldValue(value);
  }
  return fields;
}
