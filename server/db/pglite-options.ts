import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Settings for the embedded PostgreSQL. The wasm allocator zero-fills shared memory when the
 * database starts, so the default 128MB of shared_buffers was resident from the first second (a
 * third of an idle server) and wasm memory never shrinks. The data files are read through the
 * OS page cache anyway, so a small buffer pool costs the 10,000-row import nothing measurable.
 */
export const PGLITE_SETTINGS = {
  shared_buffers: '16MB',
  /**
   * Named statements (./pglite-named.ts) are still planned for each execution's values, as
   * every statement was before they were kept: after five executions PostgreSQL may switch a
   * statement to one generic plan, and on PGlite that took the users grid at 100,000 users from
   * 19 to 3 requests/s (bench/users-list-vs-bare.mjs). Keeping them saves parsing and five of
   * six calls into the database; planning stays.
   */
  plan_cache_mode: 'force_custom_plan',
} as const;

/**
 * Options for PGlite.create: pg_trgm backs the users grid's search indexes (migration 0008),
 * btree_gist the delivery-fee bands' exclusion constraint (migration 0028).
 */
export function pgliteOptions(): PGliteOptions & {
  extensions: { pg_trgm: typeof pg_trgm; btree_gist: typeof btree_gist };
} {
  // -c start parameters win over postgresql.conf without rewriting the file initdb wrote.
  const settings = Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => [
    '-c',
    `${name}=${value}`,
  ]);
  return {
    extensions: { pg_trgm, btree_gist },
    startParams: [...PGlite.defaultStartParams, ...settings],
  };
}
