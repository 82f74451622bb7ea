// Gives a benchmark its own PostgreSQL database, created from TEST_DATABASE_URL (or
// DATABASE_URL) and dropped afterwards, so measuring never touches real data.
import pg from 'pg';

const baseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

/** Runs `fn` with the URL of a fresh database; resolves to null when PostgreSQL is not there. */
export async function withBenchDatabase(fn) {
  if (!baseUrl) return null;
  const admin = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `waypoint_bench_${process.pid}`;
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
