import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** Texts as a list of bound values, for `x in (…)`. */
export const textValues = (values: readonly string[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * The keys of the JSON object `document` that are among `keys`, each with `marker` as its value
 * (null when it has none of them): `document || keysMarked(…)` puts the marker in their place
 * and keeps every other key.
 */
export const keysMarked = (document: SQLWrapper, keys: readonly string[], marker: string): SQL =>
  sql`(select jsonb_object_agg(k, ${marker}::text)
    from jsonb_object_keys(${document}) as k where k in (${textValues(keys)}))`;
