import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { startFromTemplate, writePgliteTemplate } from '#server/db/pglite-template';
import { rows } from '#server/db/rows';

describe("a first start copies the build's empty database (server/db/pglite-template.ts)", () => {
  let dir: string;
  let template: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'waypoint-template-'));
    template = join(dir, 'build', 'pglite-template');
    await writePgliteTemplate(template);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('starts a fresh data directory migrated, without creating the database', async () => {
    const data = join(dir, 'fresh');
    expect(startFromTemplate(data, template)).toBe(true);
    const database = await openDatabase({ dataDir: data });
    try {
      // No migrate(): the tables are there already.
      const found = await rows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from users`,
      );
      expect(found).toEqual([{ n: 0 }]);
    } finally {
      await database.close();
    }
  });

  it('leaves a database that is already there as it is', async () => {
    const data = join(dir, 'kept');
    startFromTemplate(data, template);
    const first = await openDatabase({ dataDir: data });
    await first.db.execute(sql`create table kept_here (n int)`);
    await first.close();
    expect(startFromTemplate(data, template)).toBe(false);
    const again = await openDatabase({ dataDir: data });
    try {
      const found = await rows<{ t: string | null }>(
        again.db,
        sql`select to_regclass('kept_here')::text as t`,
      );
      expect(found).toEqual([{ t: 'kept_here' }]);
    } finally {
      await again.close();
    }
  });

  it('does nothing without a template (running from sources)', () => {
    const data = join(dir, 'none');
    expect(startFromTemplate(data, join(dir, 'no-template'))).toBe(false);
    expect(existsSync(join(data, 'pglite'))).toBe(false);
  });
});
