import { and, eq } from 'drizzle-orm';
import {
  EXTRA_TEXT,
  type Extra,
  type ExtraFields,
  type ExtraGroup,
  type ExtraGroupFields,
} from '#contract/extras';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { Conflict, defineRecord, fieldError, getInScope } from '#server/kit/index';
import { EXTRA_GROUP_SUBJECT, EXTRA_SUBJECT } from './audit';
import { extraCounts } from './list';
import { extraGroups, extras } from './schema';
import { extraColumnsOf, extraOf, groupColumnsOf, groupOf } from './shape';

export type AppScope = { companyId: number; applicationId: number };
export type GroupAt = AppScope & { groupId: number };
export type ExtraAt = AppScope & { extraId: number };

const groups = defineRecord({
  table: extraGroups,
  unique: { extra_groups_app_name_idx: { field: 'name', message: EXTRA_TEXT.groupTaken } },
  audit: EXTRA_GROUP_SUBJECT,
});
const items = defineRecord({
  table: extras,
  unique: { extras_group_name_idx: { field: 'name', message: EXTRA_TEXT.extraTaken } },
  audit: EXTRA_SUBJECT,
});

const groupAt = (at: GroupAt) => ({
  id: at.groupId,
  scope: eq(extraGroups.applicationId, at.applicationId),
});
const extraAt = (at: ExtraAt) => ({
  id: at.extraId,
  scope: eq(extras.applicationId, at.applicationId),
});

export async function loadExtraGroup(db: Db | Tx, at: GroupAt): Promise<ExtraGroup> {
  const row = await getInScope(
    db
      .select()
      .from(extraGroups)
      .where(groups.where(groupAt(at))),
  );
  return groupOf(row, at.companyId, (await extraCounts(db, [row.id]))(row.id));
}

export const createExtraGroup = (db: Db, actor: Actor, scope: AppScope, f: ExtraGroupFields) =>
  groups.create(db, actor, () => ({ applicationId: scope.applicationId, ...groupColumnsOf(f) }));

export const updateExtraGroup = (
  db: Db,
  actor: Actor,
  at: GroupAt,
  sent: ExtraGroupFields & { version: number },
) =>
  groups.update(db, actor, groupAt(at), sent.version, () => ({
    ...groupColumnsOf(sent),
    updatedAt: new Date(),
  }));

/** A group goes only once empty: its extras are refused with it, never lost with it. */
export const removeExtraGroup = (db: Db, actor: Actor, at: GroupAt) =>
  groups.remove(db, actor, groupAt(at), {
    within: async (tx, change) => {
      // The group first: an extra being added holds it shared, so one waits for the other.
      await tx
        .select({ id: extraGroups.id })
        .from(extraGroups)
        .where(eq(extraGroups.id, at.groupId))
        .for('update');
      const [held] = await tx
        .select({ id: extras.id })
        .from(extras)
        .where(eq(extras.groupId, at.groupId))
        .limit(1);
      if (held) throw new Conflict(EXTRA_TEXT.groupNotEmpty);
      return change();
    },
  });

/**
 * The group's name, the row held shared so the group cannot go while the extra is written; a
 * field error when it is not one of the application's.
 */
async function groupNameOf(tx: Db | Tx, applicationId: number, groupId: number) {
  const [group] = await tx
    .select({ name: extraGroups.name })
    .from(extraGroups)
    .where(and(eq(extraGroups.id, groupId), eq(extraGroups.applicationId, applicationId)))
    .for('share');
  if (!group) throw fieldError('groupId', EXTRA_TEXT.groupUnknown);
  return group.name;
}

export async function loadExtra(db: Db | Tx, at: ExtraAt): Promise<Extra> {
  const row = await getInScope(
    db
      .select()
      .from(extras)
      .where(items.where(extraAt(at))),
  );
  const [group] = await db
    .select({ name: extraGroups.name })
    .from(extraGroups)
    .where(eq(extraGroups.id, row.groupId));
  return extraOf(row, at.companyId, group?.name ?? '');
}

export const createExtra = (db: Db, actor: Actor, scope: AppScope, f: ExtraFields) =>
  items.create(db, actor, async (tx) => {
    await groupNameOf(tx, scope.applicationId, f.groupId);
    return { applicationId: scope.applicationId, ...extraColumnsOf(f) };
  });

export const updateExtra = (
  db: Db,
  actor: Actor,
  at: ExtraAt,
  sent: ExtraFields & { version: number },
) =>
  items.update(db, actor, extraAt(at), sent.version, async (tx) => {
    await groupNameOf(tx, at.applicationId, sent.groupId);
    return { ...extraColumnsOf(sent), updatedAt: new Date() };
  });

export const removeExtra = (db: Db, actor: Actor, at: ExtraAt) =>
  items.remove(db, actor, extraAt(at));
