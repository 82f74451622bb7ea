import type { BulkUploadResult, BulkUser } from '#contract/bulk-users';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import { analyzeIfGrown } from '#server/db/statistics';
import { classifyRows, withoutMembers } from './classify';
import { parseSpreadsheet } from './parse';
import { addMembers, membersAmong, type NewMember, rolesByName } from './store';

/**
 * Parses, checks and imports an uploaded spreadsheet in one transaction, with the invitations
 * of everyone who has no password yet. Kept apart from the
 * route so the file's bytes and the parsed rows go out of scope as soon as they are used up.
 */
export async function importSpreadsheet(db: Db, companyId: number, bytes: Buffer, actor: Actor) {
  const classified = classifyRows(await parseSpreadsheet(bytes));
  const keys = classified.users.map((u) => u.email.toLowerCase());
  const { users, rejectedRows } = withoutMembers(
    classified,
    await membersAmong(db, companyId, keys),
  );
  const roleIds = await rolesByName(db, companyId);
  const ready: NewMember[] = [];
  const usersWithMissingRoles: BulkUser[] = [];
  for (const { row: _row, ...user } of users) {
    const roleId = roleIds.get(user.roleTitle.toLowerCase());
    if (roleId === undefined) usersWithMissingRoles.push(user);
    else ready.push({ ...user, roleId });
  }
  const joined = await addMembers(db, companyId, ready, actor);
  // The users list's plans depend on the company's size; its very next page should know it
  // (when the import grew the tables by a tenth or more: a few rows change no plan).
  if (joined > 0) await analyzeIfGrown(db, ['memberships', 'users'], joined);
  const result: BulkUploadResult = {
    successfulInserts: joined,
    missingRoles: usersWithMissingRoles.length,
    usersWithMissingRoles,
    rejectedRows,
  };
  return result;
}
