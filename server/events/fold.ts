import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rows } from '#server/db/rows';
import { ROLLUP_TABLES, type RollupTable } from './rollup-tables';

type Executor = Pick<Db, 'execute'>;

/**
 * Takes every pending delta of one rollup, merges them per rollup row and adds them in. MERGE
 * rather than an upsert: it measured a third cheaper per row. MERGE does not wait out a
 * concurrent insert of the same new rollup row (it fails on the unique key), so folds take
 * turns: see foldInto. Deltas of a deleted application are dropped: pending rows carry no
 * foreign key, which keeps ingestion cheap.
 */
function mergePending({ table, pending, key, sums }: RollupTable) {
  const cols = [...key, ...sums];
  const on = key.map((k) => `r.${k} = d.${k}`).join(' and ');
  return sql.raw(`
    with gone as (delete from ${pending} returning ${cols.join(', ')}),
    d as (
      select ${key.join(', ')}, ${sums.map((s) => `sum(${s}) as ${s}`).join(', ')} from gone g
       where exists (select 1 from applications a where a.id = g.application_id)
       group by ${key.join(', ')}
    )
    merge into ${table} r using d on ${on}
    when matched then update set ${sums.map((s) => `${s} = r.${s} + d.${s}`).join(', ')}
    when not matched then insert (${cols.join(', ')}) values (${cols.map((c) => `d.${c}`).join(', ')})`);
}

const FOLD_PLACES = mergePending(ROLLUP_TABLES.places);
const FOLD_VALUES = mergePending(ROLLUP_TABLES.values);
const FOLD_TURN = sql`select pg_advisory_xact_lock(hashtext('waypoint:fold'))`;

/**
 * Moves the pending rollup deltas into the daily rollups. Run it inside a transaction, so a
 * reader sees each delta either pending or folded, never both or neither. Folds of every
 * instance take turns on one transaction-level advisory lock: a fold that waited starts its
 * statements after the other committed, so it sees the rollup rows that one created.
 */
export async function foldInto(tx: Executor) {
  await tx.execute(FOLD_TURN);
  await tx.execute(FOLD_PLACES);
  await tx.execute(FOLD_VALUES);
}

/**
 * Folds in a transaction of its own, then vacuums the pending tables: every folded delta leaves a
 * dead row there, and readers scan those tables whole (1,000,000 shuffled events left 246 MB of
 * dead rows, which slowed every widget until autovacuum came by). VACUUM cannot run inside a
 * transaction, and it only takes a lock that appending batches do not wait for.
 */
export async function foldPending(db: Db): Promise<void> {
  await db.transaction(async (tx) => foldInto(tx));
  await db.execute(sql`vacuum search_pending_places, search_pending_values`);
}

/** Pending deltas not folded yet, both rollups together. */
export async function pendingCount(db: Executor): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select (select count(*) from search_pending_places)::int
             + (select count(*) from search_pending_values)::int as n`,
  );
  return Number(row?.n ?? 0);
}
