import { and, Column, eq, gte, inArray, is, lt, lte, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Bind } from './bind';
import { fieldError } from './form-error';

/**
 * A list's declared filters: each reads its own keys of the (contract-validated) query and
 * answers a condition, or nothing when the caller did not ask for it. A filter never reads
 * a key it was not declared with, so an unknown query key filters nothing.
 *
 * Every value goes into the condition through `bind`, under a name that tells apart every
 * condition the filter can answer: the names bound make the statement's shape, which is built
 * once (server/kit/statements.ts; the test suite checks each filter keeps to this).
 */
export type Filter<Q> = {
  /** The query keys it reads, so a remembered count can tell filtered lists apart. */
  keys: readonly (keyof Q & string)[];
  where(query: Q, bind: Bind): SQL | undefined;
};

type Scalar = string | number | boolean;

/** The column equals the query's value. */
export function equals<Q, K extends keyof Q & string>(key: K, column: PgColumn): Filter<Q> {
  return {
    keys: [key],
    where: (query, bind) => {
      const value = query[key];
      return isScalar(value) ? eq(column, bind(key, value, column)) : undefined;
    },
  };
}

/** The column is any one of the query's values (an empty list filters nothing). */
export function oneOf<Q, K extends keyof Q & string>(key: K, column: PgColumn): Filter<Q> {
  return {
    keys: [key],
    where: (query, bind) => {
      const value = query[key];
      if (!Array.isArray(value)) return undefined;
      const values = value.filter(isScalar).map((v, i) => bind(`${key}.${i}`, v, column));
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
    where: (query, bind) => {
      const start = query[from];
      const end = query[to];
      const conditions = [
        typeof start === 'string'
          ? gte(column, bind(from, dayStart(from, start, 0), encoderOf(column)))
          : undefined,
        typeof end === 'string'
          ? lt(column, bind(to, dayStart(to, end, 1), encoderOf(column)))
          : undefined,
      ].filter((c) => c !== undefined);
      return conditions.length > 0 ? and(...conditions) : undefined;
    },
  };
}

/** A column encodes a value bound against it as it would encode it in a plain comparison. */
const encoderOf = (column: PgColumn | SQLWrapper) => (is(column, Column) ? column : undefined);

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
    where: (query, bind) => {
      const chosen = query[choose];
      const known = typeof chosen === 'string' && Object.hasOwn(columns, chosen);
      const name = known ? chosen : (Object.keys(columns)[0] ?? '');
      const column = columns[name] ?? first;
      const start = query[from];
      const end = query[to];
      // The column chosen is in the names, so each column's range is a statement of its own.
      const conditions = [
        typeof start === 'string'
          ? gte(column, bind(`${from}.${name}`, dayOf(from, start), column))
          : undefined,
        typeof end === 'string'
          ? lte(column, bind(`${to}.${name}`, dayOf(to, end), column))
          : undefined,
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
