import { CRM_TEXT, type CrmCompanyCreateFields } from '#contract/admin-crm';
import { UserBody } from '#contract/users';
import { recordChange } from '#server/audit/record';
import type { Db } from '#server/db/client';
import { SYSTEM_ROLES } from '#server/db/demo-data';
import { memberships, roles } from '#server/db/schema';
import { grantSystemRolePermissions } from '#server/db/system-roles';
import type { Tx } from '#server/db/tx';
import { fieldError } from '#server/kit/index';
import { enqueueInvitation, enqueueJoinedNotice } from '#server/outbox/enqueue';
import { joinAccount, membershipFields } from '#server/users/join';
import { insertCompany } from './company-store';
import { convertRegistration } from './registration-store';

/**
 * Adds a company the way the platform team sets one up, all in one transaction: the company,
 * its system roles Admin (every permission) and Editor (every read permission) as the seed
 * grants them, its host admin (an address that already has an account joins by membership
 * only) with the Admin role, the invitation in the outbox, the registration it came from
 * marked converted and linked, and an audit row for each record.
 */
export async function createCompany(db: Db, actorId: number, f: CrmCompanyCreateFields) {
  return db.transaction(async (tx) => {
    const companyId = await insertCompany(tx, { userId: actorId }, f);
    const adminRoleId = await addSystemRoles(tx, actorId, companyId);
    await addHostAdmin(tx, actorId, companyId, adminRoleId, f.hostAdmin);
    if (f.registrationId !== undefined) {
      await convertRegistration(tx, actorId, f.registrationId, companyId);
    }
    return { companyId };
  });
}

/** The company's Admin and Editor roles with their permissions; answers the Admin role's id. */
async function addSystemRoles(tx: Tx, actorId: number, companyId: number): Promise<number> {
  const added = await tx
    .insert(roles)
    .values(
      SYSTEM_ROLES.map(({ name, description }) => ({
        companyId,
        name,
        description,
        isSystem: true,
      })),
    )
    .returning({ id: roles.id, name: roles.name, description: roles.description });
  await grantSystemRolePermissions(tx, companyId);
  for (const role of added) {
    await recordChange(tx, {
      actorId,
      companyId,
      area: 'roles',
      recordId: role.id,
      label: role.name,
      action: 'create',
      after: { name: role.name, description: role.description, isSystem: true },
    });
  }
  const admin = added.find((r) => r.name === 'Admin');
  if (!admin) throw new Error('The Admin role was not inserted');
  return admin.id;
}

/** The host admin: a new account invited to set a password, or an existing one told it joined. */
async function addHostAdmin(
  tx: Tx,
  actorId: number,
  companyId: number,
  roleId: number,
  host: CrmCompanyCreateFields['hostAdmin'],
) {
  const fields = UserBody.safeParse({ ...host, roleId });
  if (!fields.success) throw fieldError('hostAdmin.email', CRM_TEXT.contactEmailInvalid);
  const user = await joinAccount(tx, fields.data);
  await tx.insert(memberships).values({
    companyId,
    userId: user.userId,
    ...membershipFields(fields.data),
    isHostAdmin: true,
  });
  if (user.needsPassword) await enqueueInvitation(tx, companyId, user.userId);
  else await enqueueJoinedNotice(tx, companyId, user.userId);
  await recordChange(tx, {
    actorId,
    companyId,
    area: 'users',
    recordId: user.userId,
    label: user.email,
    action: 'create',
    after: {
      email: user.email,
      roleId,
      isHostAdmin: true,
      isActive: true,
      joinedExistingAccount: user.existed,
    },
  });
}
