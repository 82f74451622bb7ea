import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Settings for the embedded PostgreSQL. The wasm allocator zero-fills shared memory when the
 * database starts, so the default 128MB of shared_buffers was resident from the first second (a
 * third of an idle server) and wasm memory never shrinks. The data files are read through the
 * OS page cache anyway, so a small buffer pool costs the 10,000-row import nothing measurable.
 */
export const PGLITE_SETTINGS = { shared_buffers: '16MB' } as const;

/** Options for PGlite.create: pg_trgm backs the users grid's search indexes (migration 0008). */
export function pgliteOptions(): PGliteOptions & { extensions: { pg_trgm: typeof pg_trgm } } {
  // -c start parameters win over postgresql.conf without rewriting the file initdb wrote.
  const settings = Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => [
    '-c',
    `${name}=${value}`,
  ]);
  return {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...settings],
  };
}
