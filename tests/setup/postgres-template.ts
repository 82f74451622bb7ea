import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '#server/db/client';
import { migrate } from '#server/db/migrate';
import { seed } from '#server/db/seed';
import { seedOptions } from '../server/seed-options';
import { STALE_AFTER_MS } from './templates';

/** One statement on its own short-lived connection to the database the URL names. */
export async function adminQuery<Row extends object = object>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The same server and credentials, another database. */
export function databaseUrl(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

/** A fresh name that tells when it was made, for sweepStalePostgres. */
export function freshName(prefix: 'waypoint_t' | 'waypoint_seed'): string {
  return `${prefix}_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
}

/**
 * The migrated template for this key, built once per set of migrations and kept between
 * runs. Several engineers' runs share the server: an advisory lock lets one build while the
 * others wait, and the build happens under another name so a killed run leaves no half-made
 * template under the real one.
 */
export async function migratedPostgres(url: string, key: string): Promise<string> {
  const name = `waypoint_tpl_${key}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', ['waypoint:test-template']);
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `waypoint_build_${key}`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      const database = await openDatabase({
        url: databaseUrl(url, building),
        onPoolError: () => {},
      });
      try {
        await migrate(database);
      } finally {
        await database.close();
      }
      await client.query(`alter database ${building} rename to ${name}`);
    }
    // When it was last used, for sweepStalePostgres (a database has no such time of its own).
    await client.query(`comment on database ${name} is '${Math.floor(Date.now() / 1000)}'`);
  } finally {
    await client.end();
  }
  return name;
}

/** A copy of a template database; PostgreSQL copies files, no migration or seed runs. */
export async function clonePostgres(url: string, template: string, name: string): Promise<void> {
  await adminQuery(url, `create database ${name} template ${template}`);
}

/** This run's seeded template, from the migrated one: the seed is code and may change any time. */
export async function seededPostgres(url: string, migrated: string): Promise<string> {
  const name = freshName('waypoint_seed');
  await clonePostgres(url, migrated, name);
  const database = await openDatabase({ url: databaseUrl(url, name), onPoolError: () => {} });
  try {
    await seed(database, seedOptions);
  } finally {
    await database.close();
  }
  return name;
}

/** Force: a test that failed halfway may have left a pool open on it. */
export async function dropPostgres(url: string, name: string): Promise<void> {
  await adminQuery(url, `drop database if exists ${name} with (force)`);
}

/**
 * Drops clones and per-run templates older than any run lasts (a killed run's leftovers), and
 * the migrated templates of other migration sets that no run has used for as long.
 */
export async function sweepStalePostgres(url: string, currentKey: string): Promise<void> {
  const rows = await adminQuery<{ datname: string }>(
    url,
    `select datname from pg_database where datname ~ '^waypoint_(t|seed)_[0-9]+_'`,
  );
  const cutoff = (Date.now() - STALE_AFTER_MS) / 1000;
  for (const { datname } of rows) {
    const born = Number(datname.split('_')[2]);
    if (born < cutoff) await dropPostgres(url, datname);
  }
  const templates = await adminQuery<{ datname: string; used: string | null }>(
    url,
    `select datname, shobj_description(oid, 'pg_database') as used
       from pg_database where datname ~ '^waypoint_tpl_' and datname <> $1`,
    [`waypoint_tpl_${currentKey}`],
  );
  for (const { datname, used } of templates) {
    if (Number(used ?? 0) >= cutoff) continue;
    // Without force: a run cloning it this very moment keeps it, and the next sweep retries.
    await adminQuery(url, `drop database if exists ${datname}`).catch(() => undefined);
  }
}

/**
 * Each test worker may hold a few pools of 10 connections (a server, a second instance, an
 * outbox worker): the run must fit in max_connections or tests fail in ways that look random.
 */
export const CONNECTIONS_PER_WORKER = 25;

export async function checkConnectionBudget(url: string, workers: number): Promise<void> {
  const [row] = await adminQuery<{ max_connections: string }>(url, 'show max_connections');
  const max = Number(row?.max_connections);
  const needed = workers * CONNECTIONS_PER_WORKER;
  if (needed > max) {
    throw new Error(
      `${workers} test workers may open ${needed} PostgreSQL connections; max_connections is ${max}. Lower maxWorkers in vitest.config.ts.`,
    );
  }
}
