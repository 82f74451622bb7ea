import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { withNamedStatements } from './pglite-named';
import { pgliteOptions } from './pglite-options';
import * as schema from './tables';

/** The one database type the rest of the server sees, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Driver = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };

export type Database = {
  db: Db;
  driver: Driver;
  /** The PostgreSQL schema tables live in (first on the search_path). */
  schema: string;
  /** Resolves when a trivial query succeeds; rejects with the driver's error otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type OpenOptions = {
  /** A postgres:// URL; without it the embedded PGlite is used. */
  url?: string | undefined;
  /** Where PGlite keeps its files; without it PGlite lives in memory (tests). */
  dataDir?: string | undefined;
  /** Put every table in this schema (tests use a fresh one per run). */
  schema?: string | undefined;
  /**
   * PostgreSQL only: the longest wait for a pooled connection and the longest statement, so a
   * hung database fails requests instead of holding them. Unset: the 5 s connection wait
   * alone, for migrations and seeding, whose statements may rightly run long.
   */
  timeoutMs?: number | undefined;
  /** Connections that break (the server restarted), idle or in use, are reported here, not thrown. */
  onPoolError?: (err: Error) => void;
};

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const schemaName = options.schema ?? 'public';
  if (!SCHEMA_NAME.test(schemaName)) throw new Error(`Invalid schema name: ${schemaName}`);
  const config = { schema, casing: 'snake_case' } as const;

  // node-postgres loads only when chosen: an embedded server never needs its code in memory.
  if (options.url) {
    const [{ default: pgModule }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const timeout = options.timeoutMs;
    const pool = new pgModule.Pool({
      connectionString: options.url,
      // Fail fast while the database is away, so requests answer 503 instead of hanging.
      connectionTimeoutMillis: timeout ?? 5000,
      // The server cancels a slow statement itself; the client gives up a little later, for a
      // database that no longer answers at all.
      ...(timeout ? { statement_timeout: timeout, query_timeout: timeout + 1000 } : {}),
      max: 10,
      ...(options.schema ? { options: `-c search_path=${schemaName}` } : {}),
    });
    // pg-pool hears a connection's 'error' only while it is idle. One checked out (a
    // transaction, the outbox's LISTEN) that breaks would emit it unheard, which ends the
    // process. Its statement in flight fails with the same error (answered 503) and the pool
    // discards the client when it comes back, so the event itself is only reported.
    pool.on('connect', (client) => {
      client.on('error', (err) => options.onPoolError?.(err));
    });
    // Reported above already; a listener must exist or the pool's own emit would throw.
    pool.on('error', () => {});
    const db: Db = drizzlePg({ client: pool, ...config });
    return wrap(db, { kind: 'postgres', pool }, schemaName, () => pool.end());
  }

  let dir: string | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    dir = join(options.dataDir, 'pglite');
  }
  const client = await PGlite.create(dir, pgliteOptions());
  if (options.schema) {
    await client.exec(
      `create schema if not exists ${schemaName}; set search_path to ${schemaName}`,
    );
  }
  const db: Db = drizzlePglite({ client: withNamedStatements(client), ...config });
  return wrap(db, { kind: 'pglite', client }, schemaName, () => client.close());
}

function wrap(db: Db, driver: Driver, schemaName: string, end: () => Promise<void>): Database {
  let closing: Promise<void> | undefined;
  return {
    db,
    driver,
    schema: schemaName,
    async ping() {
      await db.execute(sql`select 1`);
    },
    close() {
      closing ??= end();
      return closing;
    },
  };
}
