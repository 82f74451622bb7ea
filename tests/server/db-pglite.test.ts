import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/client';
import { PGLITE_SETTINGS } from '#server/db/pglite-options';
import { rows } from '#server/db/rows';

const show = async (database: Database, name: string) => {
  const [row] = await rows<Record<string, string>>(database.db, sql.raw(`show ${name}`));
  return row ? Object.values(row)[0] : undefined;
};

describe('embedded PGlite settings', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase();
  });
  afterAll(() => database.close());

  it('runs with the lean buffer pool that keeps the server small', async () => {
    expect(await show(database, 'shared_buffers')).toBe(PGLITE_SETTINGS.shared_buffers);
  });

  it('plans every execution of a kept statement for its own values', async () => {
    expect(await show(database, 'plan_cache_mode')).toBe(PGLITE_SETTINGS.plan_cache_mode);
  });

  it("keeps PGlite's own start parameters (single process, no workers)", async () => {
    expect(await show(database, 'max_worker_processes')).toBe('0');
    expect(await show(database, 'exit_on_error')).toBe('off');
  });

  it('still offers the trigram search the users grid relies on', async () => {
    await database.db.execute(sql`create extension if not exists pg_trgm`);
    const [row] = await rows<{ s: number }>(
      database.db,
      sql`select similarity('waypoint', 'waypoint') as s`,
    );
    expect(Number(row?.s)).toBe(1);
  });
});
