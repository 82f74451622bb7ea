import { COUNTRIES } from '#contract/constants';

/**
 * One declaration of how an area's form fields are stored, read both ways: the values a create
 * or update writes, and the fields a read answers. Written once per area instead of a
 * `columnsOf(body)` beside a `rowOf(row)` that repeat every field and drift apart.
 *
 * Fields are methods, not function properties, so a map of fields of different value types
 * still satisfies `Record<string, Field<unknown, unknown>>` (methods are compared bivariantly).
 */
export type Field<Api, Stored> = {
  /** The column's property name when it is not the field's own (see `column`). */
  readonly column?: string;
  write(value: Api): Stored;
  read(value: Stored): Api;
};

type AnyField = Field<unknown, unknown>;
export type ColumnMap = Record<string, AnyField>;

type ApiOf<F> = F extends Field<infer A, infer _S> ? A : never;
type StoredOf<F> = F extends Field<infer _A, infer S> ? S : never;
type ColumnOf<K, F> = F extends { readonly column: infer C extends string } ? C : K;

/** The form's fields, as the contract has them. */
export type FieldsOf<M extends ColumnMap> = { [K in keyof M]: ApiOf<M[K]> };
/** The same fields as table columns, as drizzle reads and writes them. */
export type ColumnsOf<M extends ColumnMap> = {
  [K in keyof M as ColumnOf<K, M[K]>]: StoredOf<M[K]>;
};

/** Stored as given. */
export const same = <T>(): Field<T, T> => ({ write: (v) => v, read: (v) => v });

/** Optional text: '' is stored as null, so "not given" is one thing, and read back as ''. */
export const text = (): Field<string, string | null> => ({
  write: (v) => (v === '' ? null : v),
  read: (v) => v ?? '',
});

/** A stored value narrowed to the contract's choices; an unknown one reads as `fallback`. */
export const choice = <T extends string>(choices: readonly T[], fallback: T): Field<T, string> => ({
  write: (v) => v,
  read: (v) => choices.find((c) => c === v) ?? fallback,
});

/** The field under a column of another name (`applicationName` in `name`). */
export const column = <C extends string, A, S>(
  column: C,
  field: Field<A, S>,
): Field<A, S> & { readonly column: C } => ({
  column,
  write: (v) => field.write(v),
  read: (v) => field.read(v),
});

/** A number column a record may lack; a missing one reads as 0 ("none chosen"). */
export const orZero = (): Field<number, number | null> => ({
  write: (v) => v,
  read: (v) => v ?? 0,
});

type Country = (typeof COUNTRIES)[number] | '';
/** A country of the console's list or none (''); a stored code outside the list reads as none. */
export const country = (): Field<Country, string | null> => ({
  write: (v) => (v === '' ? null : v),
  read: (v) => COUNTRIES.find((c) => c === v) ?? '',
});

/** The lines of an address every area stores the same way. */
export const ADDRESS_LINES = { address1: text(), address2: text(), city: text(), state: text() };

/** A postal address with a free country code (customers, linked companies). */
export const ADDRESS = { ...ADDRESS_LINES, postcode: text(), countryCode: text() };

const columnName = (key: string, field: AnyField) => field.column ?? key;

/** The two directions of one map: `write(body)` for the table, `read(row)` for the answer. */
export function defineColumns<M extends ColumnMap>(map: M) {
  const entries = Object.entries(map);
  return {
    map,
    write(fields: FieldsOf<M>): ColumnsOf<M> {
      const out: Record<string, unknown> = {};
      for (const [key, field] of entries) {
        out[columnName(key, field)] = field.write((fields as Record<string, unknown>)[key]);
      }
      // Built key by key from the map itself, so the shape is the mapped type's.
      return out as ColumnsOf<M>;
    },
    read(row: ColumnsOf<M>): FieldsOf<M> {
      const out: Record<string, unknown> = {};
      for (const [key, field] of entries) {
        out[key] = field.read((row as Record<string, unknown>)[columnName(key, field)]);
      }
      return out as FieldsOf<M>;
    },
  };
}
