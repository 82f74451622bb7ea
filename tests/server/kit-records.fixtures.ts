import { and, asc, eq, ne } from 'drizzle-orm';
import type { Subject } from '#server/audit/audited';
import { fieldsOf } from '#server/audit/fields';
import type { Db } from '#server/db/client';
import { auditLog, companies } from '#server/db/schema';
import { choice, defineColumns, same } from '#server/kit/columns';
import { defineRecord } from '#server/kit/index';
import { members, THING_NAME_INDEX, things } from './kit.fixtures';

export const TAKEN = 'That name is taken.';
/** The unique index covers company 3's things (kit.fixtures.ts). */
export const THING_COMPANY = 3;
/** The things' audit rows are filed under an existing area; no other record of it is written. */
const AREA = 'linkedCompanies';

export const THING_FIELDS = defineColumns({
  name: same<string>(),
  status: choice(['open', 'held'] as const, 'open'),
});

/** The audit trail's company: the things' tests make one, as audit rows belong to one. */
export async function auditCompany(db: Db, name = 'Kit writes'): Promise<number> {
  const [made] = await db.insert(companies).values({ name }).returning();
  if (!made) throw new Error('company not inserted');
  return made.id;
}

const subject = (companyId: number): Subject => ({
  area: AREA,
  read: async (tx, id) => {
    const [row] = await tx.select().from(things).where(eq(things.id, id)).for('update');
    return row && { companyId, label: row.name, fields: fieldsOf(row, ['companyId']) };
  },
});

/** Things as a record: soft-deleted ones are marked closed. */
export const thingRecords = (companyId: number, soft: boolean) =>
  defineRecord({
    table: things,
    unique: { [THING_NAME_INDEX]: { field: 'name', message: TAKEN } },
    audit: subject(companyId),
    ...(soft
      ? { soft: { set: () => ({ status: 'closed' }), live: ne(things.status, 'closed') } }
      : {}),
  });

export const inCompany = (id: number, companyId = THING_COMPANY) => ({
  id,
  scope: eq(things.companyId, companyId),
});

/** The audit rows of one thing, oldest first: the action and the changes. */
export const auditRowsOf = (db: Db, id: number) =>
  db
    .select({ action: auditLog.action, changes: auditLog.changes })
    .from(auditLog)
    .where(and(eq(auditLog.area, AREA), eq(auditLog.recordId, String(id))))
    .orderBy(asc(auditLog.id));

/** A company's members as a record keyed by the person, as a company's users are. */
export const memberRecords = (companyId: number) =>
  defineRecord({
    table: members,
    key: members.personId,
    audit: {
      area: AREA,
      read: async (tx, id) => {
        const [row] = await tx
          .select()
          .from(members)
          .where(and(eq(members.companyId, companyId), eq(members.personId, id)));
        return row && { companyId, label: row.name, fields: fieldsOf(row, ['companyId']) };
      },
    },
  });

export const memberAt = (personId: number, companyId: number) => ({
  id: personId,
  scope: eq(members.companyId, companyId),
});
