import { and, eq, gte, inArray, lt, lte, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { fieldError } from './form-error';

/**
 * A list's declared filters: each reads its own keys of the (contract-validated) query and
 * answers a condition, or nothing when the caller did not ask for it. A filter never reads
 * a key it was not declared with, so an unknown query key filters nothing.
 */
export type Filter<Q> = {
  /** The query keys it reads, so a remembered count can tell filtered lists apart. */
  keys: readonly (keyof Q & string)[];
  where(query: Q): SQL | undefined;
};

type Scalar = string | number | boolean;

/** The column equals the query's value. */
export function equals<Q, K extends keyof Q & string>(key: K, column: PgColumn): Filter<Q> {
  return {
    keys: [key],
    where: (query) => {
      const value = query[key];
      return isScalar(value) ? eq(column, value) : undefined;
    },
  };
}

/** The column is any one of the query's values (an empty list filters nothing). */
export function oneOf<Q, K extends keyof Q & string>(key: K, column: PgColumn): Filter<Q> {
  return {
    keys: [key],
    where: (query) => {
      const value = query[key];
      if (!Array.isArray(value)) return undefined;
      const values = value.filter(isScalar);
      return values.length > 0 ? inArray(column, values) : undefined;
    },
  };
}

/**
 * The timestamp column falls on a day from `from` to `to` (YYYY-MM-DD, both included, in UTC);
 * either end may be left open.
 */
export function dateRange<Q, K extends keyof Q & string>(
  column: PgColumn | SQLWrapper,
  from: K,
  to: K,
): Filter<Q> {
  return {
    keys: [from, to],
    where: (query) => {
      const start = query[from];
      const end = query[to];
      const conditions = [
        typeof start === 'string' ? gte(column, dayStart(from, start, 0)) : undefined,
        typeof end === 'string' ? lt(column, dayStart(to, end, 1)) : undefined,
      ].filter((c) => c !== undefined);
      return conditions.length > 0 ? and(...conditions) : undefined;
    },
  };
}

const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

export const DAY_TEXT = 'Enter a real date as YYYY-MM-DD';

/** Midnight UTC of the day, moved by `days`; a day that does not exist is the field's error. */
function dayStart(field: string, day: string, days: number): Date {
  const date = new Date(`${day}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(day) ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== day
  ) {
    throw fieldError(field, DAY_TEXT);
  }
  date.setUTCDate(date.getUTCDate() + days);
  return date;
}

/**
 * A day range on the `date` column the query's `choose` key names (My orders: booking or travel
 * date), from `from` to `to` (YYYY-MM-DD, both included); an unknown or absent choice takes the
 * first column. Compares days as days, so the column's index serves the range.
 */
export function dayRangeOn<Q, C extends keyof Q & string, K extends keyof Q & string>(
  choose: C,
  columns: Readonly<Record<string, PgColumn>>,
  from: K,
  to: K,
): Filter<Q> {
  const first = Object.values(columns)[0];
  if (!first) throw new Error('dayRangeOn needs at least one column');
  return {
    keys: [choose, from, to],
    where: (query) => {
      const chosen = query[choose];
      const column = (typeof chosen === 'string' && columns[chosen]) || first;
      const start = query[from];
      const end = query[to];
      const conditions = [
        typeof start === 'string' ? gte(column, dayOf(from, start)) : undefined,
        typeof end === 'string' ? lte(column, dayOf(to, end)) : undefined,
      ].filter((c) => c !== undefined);
      return conditions.length > 0 ? and(...conditions) : undefined;
    },
  };
}

/** The day itself, once it is known to exist (2025-02-30 is the field's error). */
const dayOf = (field: string, day: string) => {
  dayStart(field, day, 0);
  return day;
};
