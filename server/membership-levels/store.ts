import { and, eq } from 'drizzle-orm';
import {
  LEVEL_TEXT,
  type MembershipLevel,
  type MembershipLevelFields,
} from '#contract/membership-levels';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import { linkedCompanies } from '#server/db/schema-travel';
import type { Tx } from '#server/db/tx';
import { defineRecord, fieldError, getInScope } from '#server/kit/index';
import { MEMBERSHIP_LEVEL_SUBJECT } from './audit';
import { extrasOf } from './members';
import { membershipLevels } from './schema';
import { columnsOf, levelOf } from './shape';

export type LevelAt = { companyId: number; applicationId: number; membershipId: number };
export type AppScope = { companyId: number; applicationId: number };

const record = defineRecord({
  table: membershipLevels,
  unique: { membership_levels_app_name_idx: { field: 'name', message: LEVEL_TEXT.nameTaken } },
  audit: MEMBERSHIP_LEVEL_SUBJECT,
});

const recordAt = (at: LevelAt) => ({
  id: at.membershipId,
  scope: eq(membershipLevels.applicationId, at.applicationId),
});

/** The columns of a level whose linked company is one of the application's. */
async function checked(tx: Tx, applicationId: number, f: MembershipLevelFields) {
  if (f.linkedCompanyId !== null) {
    const [company] = await tx
      .select({ id: linkedCompanies.id })
      .from(linkedCompanies)
      .where(
        and(
          eq(linkedCompanies.id, f.linkedCompanyId),
          eq(linkedCompanies.applicationId, applicationId),
        ),
      );
    if (!company) throw fieldError('linkedCompanyId', LEVEL_TEXT.companyUnknown);
  }
  return columnsOf(f);
}

export async function loadMembershipLevel(db: Db | Tx, at: LevelAt): Promise<MembershipLevel> {
  const row = await getInScope(
    db
      .select()
      .from(membershipLevels)
      .where(record.where(recordAt(at))),
  );
  const extra = await extrasOf(db, at.applicationId, [row]);
  return levelOf(row, at.companyId, extra(row));
}

export const createMembershipLevel = (
  db: Db,
  actor: Actor,
  scope: AppScope,
  f: MembershipLevelFields,
) =>
  record.create(db, actor, async (tx) => ({
    applicationId: scope.applicationId,
    ...(await checked(tx, scope.applicationId, f)),
  }));

export const updateMembershipLevel = (
  db: Db,
  actor: Actor,
  at: LevelAt,
  sent: MembershipLevelFields & { version: number },
) =>
  record.update(db, actor, recordAt(at), sent.version, async (tx) => {
    await keepingMembers(tx, at, sent.name);
    return { ...(await checked(tx, at.applicationId, sent)), updatedAt: new Date() };
  });

/**
 * Customers hold a level by its name (as pricing rules name it too), so a level with members
 * keeps its name but for its case: renamed, its members would silently lose it.
 */
async function keepingMembers(tx: Tx, at: LevelAt, name: string) {
  const [row] = await tx
    .select()
    .from(membershipLevels)
    .where(eq(membershipLevels.id, at.membershipId));
  if (!row || row.name.toLowerCase() === name.toLowerCase()) return;
  const { members } = (await extrasOf(tx, at.applicationId, [row]))(row);
  if (members > 0) throw fieldError('name', LEVEL_TEXT.renameWithMembers(members));
}

export const removeMembershipLevel = (db: Db, actor: Actor, at: LevelAt) =>
  record.remove(db, actor, recordAt(at));
