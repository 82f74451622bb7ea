import { is, Param, Placeholder } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import { statementName } from '#server/db/prepared';
import type { Tx } from '#server/db/tx';

type Row = Record<string, unknown>;
type Prepared = {
  execute(values: Record<string, unknown>): Promise<unknown>;
  text: string;
  /** Its values that are not placeholders (null where one is), for the check. */
  fixed: unknown[];
};

/**
 * The list statements of each database handle, by list and shape: built and prepared on the
 * first request of a shape, then only executed with the request's bound values. Building a
 * users page (Drizzle turning the query into text, twice for a named statement) cost about as
 * much CPU as everything else the request did.
 */
const built = new WeakMap<Db | Tx, Map<string, Prepared>>();

/**
 * With WAYPOINT_VERIFY_STATEMENTS=1 (the test suite), every request also builds its statement
 * and checks it against the remembered one: same text, and no value that is not a placeholder
 * differs. A declaration that put a request's value into its SQL without binding it, or whose
 * SQL changes with a value in a way its shape does not say, fails the test that runs it.
 */
const verify = process.env.WAYPOINT_VERIFY_STATEMENTS === '1';

/**
 * Runs the statement of `key` with `values`, building it from `statement()` the first time.
 * `planEach`: an unnamed statement on PostgreSQL, planned for each request's values (a search
 * pattern), still built once.
 */
export async function runShaped(
  db: Db | Tx,
  key: string,
  statement: () => PgSelect,
  values: Record<string, unknown>,
  planEach: boolean,
): Promise<Row[]> {
  let own = built.get(db);
  if (!own) {
    own = new Map();
    built.set(db, own);
  }
  let prepared = own.get(key);
  if (!prepared) {
    const query = statement();
    const { sql: text, params } = query.toSQL();
    const made = query.prepare(planEach ? '' : statementName(text));
    prepared = { execute: (v) => made.execute(v), text, fixed: fixedOf(params) };
    // Shapes are few per list (sorts × search × filters present); the bound stops a leak anyway.
    if (own.size < 5_000) own.set(key, prepared);
  } else if (verify) {
    check(key, prepared, statement());
  }
  return (await prepared.execute(values)) as Row[];
}

const fixedOf = (params: unknown[]) =>
  params.map((p) => (is(p, Placeholder) || is(p, Param) ? null : p));

function check(key: string, prepared: Prepared, query: PgSelect) {
  const again = query.toSQL();
  if (again.sql !== prepared.text) {
    throw new Error(`list statement ${key} changed its text within its shape:\n${again.sql}`);
  }
  const fixed = fixedOf(again.params);
  const differs = fixed.findIndex(
    (p, i) => JSON.stringify(p) !== JSON.stringify(prepared.fixed[i]),
  );
  if (differs >= 0) {
    throw new Error(
      `list statement ${key} carries an unbound value at $${differs + 1}: bind it (server/kit/bind.ts)`,
    );
  }
}
