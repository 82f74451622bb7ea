import { and, eq, getTableName, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '#server/db/tx';
import { formError } from './form-error';

/** What a unique index stands for on the form: the field at fault and what to tell the user. */
export type UniqueFields = Record<string, { field: string; message: string }>;

/** The name of the unique index a write broke (SQLSTATE 23505), whichever driver raised it. */
export function violatedIndex(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 8; depth++) {
    if (typeof e !== 'object') return undefined;
    const { code, constraint, cause } = e as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    e = cause;
  }
  return undefined;
}

/**
 * Runs a create or update; a unique index it breaks that `indexes` names becomes that field's
 * error (400), so two people saving the same name at once see a form error, never a 500.
 * A violation of an index not declared here is a bug and stays one.
 */
export async function withUniqueFields<T>(
  indexes: UniqueFields,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const index = violatedIndex(err);
    const known = index === undefined ? undefined : indexes[index];
    if (known) throw formError({ [known.field]: [known.message] });
    throw err;
  }
}

/**
 * A value that must be unique case-insensitively where no unique index says so (a company
 * name): waits for a transaction-level advisory lock on the lowercased value, so two
 * transactions claiming the same value take turns, then refuses it when another row holds it.
 * `except` is the row being edited. The lock is held until the caller's transaction ends.
 */
export async function claimUniqueValue(
  tx: Tx,
  claim: {
    table: PgTable;
    column: PgColumn;
    value: string;
    id: PgColumn;
    except?: number;
    scope?: SQL;
    field: string;
    message: string;
  },
): Promise<void> {
  const lowered = claim.value.trim().toLowerCase();
  const key = `unique:${getTableName(claim.table)}.${claim.column.name}:${lowered}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  const [taken] = await tx
    .select({ one: sql`1` })
    .from(claim.table)
    .where(
      and(
        claim.scope,
        eq(sql`lower(${claim.column})`, lowered),
        claim.except === undefined ? undefined : ne(claim.id, claim.except),
      ),
    )
    .limit(1);
  if (taken) throw formError({ [claim.field]: [claim.message] });
}
