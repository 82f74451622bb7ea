import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { rows } from './rows';

/**
 * Refreshes the planner's statistics of the tables a bulk write just filled. Straight after a
 * big import the planner still believes the old row counts (a company of one member) and picks
 * plans that read every row; ANALYZE samples at most 30,000 rows per table, so it is cheap.
 */
export async function analyzeAfterBulkWrite(db: Db, tables: readonly string[]): Promise<void> {
  if (tables.length === 0) return;
  await db.execute(
    sql.raw(`analyze ${tables.map((t) => `"${t.replaceAll('"', '')}"`).join(', ')}`),
  );
}

/**
 * The tables of the current schema whose statistics are missing or stale by autovacuum's own
 * rule (more than 50 rows plus a tenth changed since the last ANALYZE), analyzed now. Run once
 * after start: data loaded around the server (a restore, a seed) and PGlite, which has no
 * autovacuum at all, get fresh plans from the first minute without a manual step.
 */
export async function analyzeStaleTables(db: Db): Promise<string[]> {
  const stale = await rows<{ name: string }>(
    db,
    sql`select s.relname as name
          from pg_stat_user_tables s join pg_class c on c.oid = s.relid
         where s.schemaname = current_schema()
           and (c.reltuples < 0 or s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0))`,
  );
  const names = stale.map((r) => r.name);
  await analyzeAfterBulkWrite(db, names);
  return names;
}
