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

/** By autovacuum's rule: `rows` written are worth an ANALYZE of a table of `base` rows. */
const grown = (rows: number, base: number) => rows > 50 + 0.1 * base;

/**
 * After one bulk write of `rowsWritten` rows into each of `tables`: analyzes those the write
 * grew by a tenth or more (a few rows more change no plan and cost no ANALYZE). Judged on the
 * write's own count: pg_stat_user_tables hears of it up to a second late in other sessions.
 */
export async function analyzeIfGrown(
  db: Db,
  tables: readonly string[],
  rowsWritten: number,
): Promise<string[]> {
  const names: string[] = [];
  for (const table of tables) {
    if (grown(rowsWritten, await tableRows(db, table))) names.push(table);
  }
  await analyzeAfterBulkWrite(db, names);
  return names;
}

type Written = { rows: number; base?: number; running?: Promise<unknown> };

/** Rows written by batches since each table's last ANALYZE here, per database handle. */
const written = new WeakMap<Db, Map<string, Written>>();

/**
 * After a batch wrote `rows` rows of `table` (committed): once the batches since the last
 * ANALYZE here add up to autovacuum's rule (50 rows plus a tenth of the table as last
 * analyzed), the table is analyzed in the background — the batch's answer does not wait, and
 * one runs at a time per table. Counted here, not read from pg_stat_user_tables (see above). Autovacuum gets there within
 * its minute; PGlite has none, and a list's first pages after a big load are planned on these
 * numbers. `onError` hears a failure (the batch is answered already).
 */
export function afterBatch(
  db: Db,
  table: string,
  rowsWritten: number,
  onError: (err: unknown) => void,
): Promise<unknown> {
  let tables = written.get(db);
  if (!tables) {
    tables = new Map();
    written.set(db, tables);
  }
  const state = tables.get(table) ?? { rows: 0 };
  tables.set(table, state);
  state.rows += rowsWritten;
  if (state.running || rowsWritten === 0) return state.running ?? Promise.resolve();
  const run = async () => {
    state.base ??= await tableRows(db, table);
    if (!grown(state.rows, state.base)) return;
    state.rows = 0;
    await analyzeAfterBulkWrite(db, [table]);
    state.base = await tableRows(db, table);
  };
  state.running = run()
    .catch(onError)
    .finally(() => {
      state.running = undefined;
    });
  return state.running;
}

/** The table's row count as its last ANALYZE (or VACUUM) found it; 0 when never analyzed. */
async function tableRows(db: Db, table: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select greatest(reltuples, 0)::float8 as n from pg_class
         where oid = to_regclass(quote_ident(current_schema()) || '.' || quote_ident(${table}))`,
  );
  return Number(row?.n ?? 0);
}
