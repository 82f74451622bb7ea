import { and, eq, is, type SQL } from 'drizzle-orm';
import {
  PgColumn,
  type PgInsertValue,
  type PgTable,
  type PgUpdateSetSource,
} from 'drizzle-orm/pg-core';
import { type Actor, auditCreated, audited, type Subject } from '#server/audit/audited';
import { recordChange } from '#server/audit/record';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { NotFound } from './errors';
import { type UniqueFields, withUniqueFields } from './unique';
import { claimVersion } from './version';

type RecordTable = PgTable;
type VersionedTable = PgTable & { version: PgColumn };

const versioned = (table: PgTable): table is VersionedTable =>
  'version' in table && is(table.version, PgColumn);

/** Where a record is written: the database, or a transaction it joins (a seed's). */
type Writer = Pick<Db, 'transaction'>;

/** Which record, inside the caller's scope (its company, its application, a page key). */
export type RecordAt = { id: number; scope?: SQL | undefined };

/**
 * Work the change brings along in its transaction: an outbox message, child rows. It runs
 * before the audit's last read, so child rows the record's audit reads are in its row.
 */
export type After = (tx: Tx, id: number) => Promise<void>;

/**
 * Runs the whole change inside its transaction: what it does before calling `change` comes
 * first (a lock every writer of the area takes before the record's, so none deadlock), what it
 * does after, last (a rule the finished change must keep). Its refusal rolls everything back.
 */
export type Within = <R>(tx: Tx, change: () => Promise<R>) => Promise<R>;

/** What a call may add to the change: `within` around all of it, `after` once written. */
export type Hooks = { within?: Within; after?: After };

const alone: Within = (_tx, change) => change();

type Values<T> = T | Promise<T>;

export type RecordDefinition<T extends RecordTable> = {
  table: T;
  /**
   * The column naming the record inside its scope, for a table without an `id` of its own (a
   * membership is its user inside the company); the scope then tells apart rows sharing a key.
   */
  key?: PgColumn;
  /** Unique indexes as the form's fields (server/kit/unique.ts). */
  unique?: UniqueFields;
  /** How the audit trail reads the record (server/audit/). */
  audit: Subject;
  /**
   * For records others still point at: removing marks the row with `set` instead of deleting
   * it, and `live` keeps marked rows out of every read, update and remove of this record.
   */
  soft?: { set: () => PgUpdateSetSource<T>; live: SQL };
};

/**
 * An area's writes of one kind of record, each in one transaction with its audit row: a failed
 * change leaves neither, a duplicate on a declared unique index is that field's error, an edit
 * on a version someone else saved since is Stale (409), and a record outside the caller's scope
 * (or soft-deleted) is NotFound.
 */
export function defineRecord<T extends RecordTable>(
  def: RecordDefinition<T> & (T extends { id: PgColumn } ? unknown : { key: PgColumn }),
) {
  const { table, audit } = def;
  const key = keyOf(table, def.key);
  const unique = def.unique ?? {};
  const where = (at: RecordAt) => and(eq(key, at.id), at.scope, def.soft?.live);
  const claim = async (tx: Tx, at: RecordAt, version: number | null) => {
    if (version !== null && versioned(table)) return claimVersion(tx, table, where(at), version);
    if (version !== null) throw new Error('A record without a version column saves with null');
    // A table drizzle knows only as generic: PgTable is what `from` takes.
    const from: PgTable = table;
    const [found] = await tx.select({ id: key }).from(from).where(where(at)).for('update');
    if (!found) throw new NotFound();
    return null;
  };

  return {
    /** The record's condition for reads: its id, the scope, not soft-deleted. */
    where,

    /** Inserts the values `values(tx)` works out; answers the new record's id. */
    create(
      db: Writer,
      actor: Actor,
      values: (tx: Tx) => Values<PgInsertValue<T>>,
      hooks: Hooks = {},
    ) {
      const within = hooks.within ?? alone;
      return withUniqueFields(unique, () =>
        db.transaction((tx) =>
          within(tx, async () => {
            const [made] = await tx
              .insert(table)
              .values(await values(tx))
              .returning({ id: key });
            if (!made) throw new Error('The record was not inserted');
            const id = Number(made.id);
            await hooks.after?.(tx, id);
            await auditCreated(tx, actor, audit, id);
            return id;
          }),
        ),
      );
    },

    /**
     * Saves over the version the editor read: the claim comes first, so `set(tx)` (which may
     * refuse with a domain error) sees the record locked and current. `null` for a record kept
     * without versions (a dashboard, whose API has none): the last save wins, still locked.
     */
    update(
      db: Writer,
      actor: Actor,
      at: RecordAt,
      version: number | null,
      set: (tx: Tx) => Values<PgUpdateSetSource<T>>,
      hooks: Hooks = {},
    ): Promise<void> {
      const within = hooks.within ?? alone;
      return withUniqueFields(unique, () =>
        db.transaction((tx) =>
          within(tx, async () => {
            await claim(tx, at, version);
            const values = await set(tx);
            await audited(tx, actor, audit, at.id, async () => {
              await tx.update(table).set(values).where(where(at));
              await hooks.after?.(tx, at.id);
            });
          }),
        ),
      );
    },

    /**
     * Deletes the record, or marks it when the definition says soft; NotFound out of scope.
     * `after` runs once it is gone, before the audit row (what the removal takes with it).
     */
    remove(db: Writer, actor: Actor, at: RecordAt, hooks: Hooks = {}): Promise<void> {
      const within = hooks.within ?? alone;
      return db.transaction((tx) =>
        within(tx, async () => {
          const before = await audit.read(tx, at.id);
          const gone = def.soft
            ? await tx.update(table).set(def.soft.set()).where(where(at)).returning({ id: key })
            : await tx.delete(table).where(where(at)).returning({ id: key });
          if (!before || gone.length === 0) throw new NotFound();
          await hooks.after?.(tx, at.id);
          await recordChange(tx, {
            actorId: actor?.userId ?? null,
            companyId: before.companyId,
            applicationId: before.applicationId ?? null,
            area: audit.area,
            recordId: at.id,
            label: before.label,
            action: 'delete',
            before: before.fields,
            ...(audit.secrets ? { secrets: audit.secrets } : {}),
            ...(before.parent ? { parent: before.parent } : {}),
          });
        }),
      );
    },
  };
}

/** The record's key column: the one named, else the table's `id`. */
function keyOf(table: RecordTable, key: PgColumn | undefined): PgColumn {
  if (key) return key;
  const id: unknown = 'id' in table ? table.id : undefined;
  if (is(id, PgColumn)) return id;
  throw new Error('A record without an id column names its key');
}
