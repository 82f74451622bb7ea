import { asc, eq } from 'drizzle-orm';
import {
  CRM_TEXT,
  type Registration,
  type RegistrationRow,
  type RegistrationUpdate,
} from '#contract/admin-crm';
import type { Actor, Snapshot } from '#server/audit/audited';
import { recordChange } from '#server/audit/record';
import type { Db } from '#server/db/client';
import { companyInterests as ci, companies } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { defineRecord, fieldError, getInScope } from '#server/kit/index';
import { registrationOf, registrationRowOf } from './registration-shape';

export async function loadRegistration(db: Db | Tx, registrationId: number): Promise<Registration> {
  const row = await getInScope(
    db
      .select({ r: ci, linked: companies.name })
      .from(ci)
      .leftJoin(companies, eq(companies.id, ci.companyId))
      .where(eq(ci.id, registrationId)),
  );
  return registrationOf(row.r, row.linked);
}

/** The registrations that became this company. */
export async function registrationsOf(db: Db, companyId: number): Promise<RegistrationRow[]> {
  const rows = await db.select().from(ci).where(eq(ci.companyId, companyId)).orderBy(asc(ci.id));
  return rows.map(registrationRowOf);
}

const audited = (r: { status: string; notes: string | null; companyId: number | null }) => ({
  status: r.status,
  notes: r.notes || null,
  companyId: r.companyId,
});

/** A registration as its History reads it; locked, as its writers lock it anyway. */
async function registration(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx.select().from(ci).where(eq(ci.id, id)).for('update');
  return row && { companyId: row.companyId, label: row.companyName, fields: audited(row) };
}

const record = defineRecord({
  table: ci,
  audit: { area: 'registrations', read: registration },
});

/** Sets the follow-up status and notes, on the version the editor read (Stale → 409). */
export function updateRegistration(
  db: Db,
  actor: Actor,
  registrationId: number,
  f: { status: RegistrationUpdate['status']; notes: string; version: number },
): Promise<void> {
  return record.update(db, actor, { id: registrationId }, f.version, () => ({
    status: f.status,
    notes: f.notes || null,
  }));
}

/**
 * Marks the registration converted and links it to the company made from it, in the
 * company's transaction. One already converted cannot become a second company.
 */
export async function convertRegistration(
  tx: Tx,
  actorId: number,
  registrationId: number,
  companyId: number,
): Promise<void> {
  const [before] = await tx.select().from(ci).where(eq(ci.id, registrationId)).for('update');
  if (!before) throw fieldError('registrationId', CRM_TEXT.registrationUnknown);
  if (before.companyId !== null) throw fieldError('registrationId', CRM_TEXT.registrationConverted);
  await tx
    .update(ci)
    .set({ status: 'converted', companyId, version: before.version + 1 })
    .where(eq(ci.id, registrationId));
  await recordChange(tx, {
    actorId,
    companyId,
    area: 'registrations',
    recordId: registrationId,
    label: before.companyName,
    action: 'update',
    before: audited(before),
    after: audited({ status: 'converted', notes: before.notes, companyId }),
  });
}
