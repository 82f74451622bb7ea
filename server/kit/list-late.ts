import { Column, is, SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';

/** The page's columns by name, for late columns to refer to (`page.userId`). */
export type PageColumns<Fields> = { readonly [K in keyof Fields]: SQLWrapper };

/**
 * Late columns: worked out for the page's rows only. A correlated subquery among a list's
 * columns runs for every row the database reads, the rows skipped by the offset included (page
 * 100 of the users grid: 1,000 invitation look-ups for 10 rows). Here the page is read first
 * as a subquery, and the late columns are added by the statement around it — still one
 * statement. PostgreSQL keeps a subquery's order when the outer query only scans it.
 */
export type LateColumns<Fields, L extends SelectedFields> = (page: PageColumns<Fields>) => L;

const PAGE = 'kit_page';

/** Every field under its own name (decoded as before), so the page can be a subquery. */
export function aliased(fields: SelectedFields): SelectedFields {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => {
      if (is(field, Column)) return [key, sql`${field}`.mapWith(field).as(key)];
      if (is(field, SQL)) return [key, field.as(key)];
      return [key, field];
    }),
  );
}

/** The page (built with `aliased` fields) read as a subquery, with the late columns added. */
export function withLate<Fields, L extends SelectedFields>(
  db: Db | Tx,
  page: PgSelect,
  late: LateColumns<Fields, L>,
): PgSelect {
  const sub = page.as(PAGE);
  // The subquery's properties are its fields as seen from outside ("kit_page"."key").
  const outside = sub as unknown as Record<string, SQLWrapper>;
  const own = Object.fromEntries(
    Object.keys(sub._.selectedFields).map((key) => [key, outside[key]]),
  );
  // Qualified, so a late subquery's own tables cannot capture the name.
  const refs = Object.fromEntries(
    Object.keys(own).map((key) => [key, sql`${sql.identifier(PAGE)}.${sql.identifier(key)}`]),
  );
  return db
    .select({ ...own, ...late(refs as unknown as PageColumns<Fields>) } as SelectedFields)
    .from(sub)
    .$dynamic() as PgSelect;
}
