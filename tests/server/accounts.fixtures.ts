import { eq, inArray } from 'drizzle-orm';
import type { PermissionName } from '#contract/permissions';
import type { CompanyUser } from '#contract/users';
import { memberships, permissions, users } from '#server/db/schema';
import { addCompany, addMember, addRole, auth, setPermissions } from './access.fixtures';
import type { TestServer } from './harness';

/** What a company admin needs to manage users and roles. */
export const EDITS_ROLES: readonly PermissionName[] = [
  'company_users_read',
  'company_users_edit',
  'company_roles_read',
  'company_roles_edit',
];
/** Manages users but cannot edit roles. */
export const EDITS_USERS: readonly PermissionName[] = ['company_users_read', 'company_users_edit'];

export type Member = Awaited<ReturnType<typeof addMember>> & {
  headers: Record<string, string>;
};

/** A signed-in member of `companyId` (own role holding `granted`) with the headers to call as them. */
export async function member(
  server: TestServer,
  companyId: number,
  granted: readonly PermissionName[],
): Promise<Member> {
  const added = await addMember(server, companyId, granted);
  return { ...added, headers: auth(added.accessToken) };
}

let serial = 0;

/** A new company with a role that can manage users but not roles, for demoting people to. */
export async function newCompany(server: TestServer) {
  serial += 1;
  const companyId = await addCompany(server, `Accounts Test ${serial} ${server.kind}`);
  const plainRole = await addRole(server, companyId, 'Users only');
  await setPermissions(server, plainRole, EDITS_USERS);
  return { companyId, plainRole };
}

export async function account(server: TestServer, userId: number) {
  const [row] = await server.database.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row;
}

export async function membership(server: TestServer, companyId: number, userId: number) {
  const rows = await server.database.db
    .select()
    .from(memberships)
    .where(eq(memberships.userId, userId));
  return rows.find((m) => m.companyId === companyId);
}

/** Gives the account its own name, details and picture, as its person set them. */
export async function personalise(server: TestServer, userId: number) {
  const details = {
    firstName: 'Pia',
    lastName: 'Own',
    title: 2,
    phone: '+1 555 0100',
    spokenLanguages: 'english',
    dob: '1985-05-05',
    profilePictureUrl: '/api/files/own-picture',
  };
  await server.database.db.update(users).set(details).where(eq(users.id, userId));
  return { ...details, email: (await account(server, userId)).email };
}

/** The form as the page sends it back for a loaded user. */
export const formOf = (u: CompanyUser) => ({
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  roleId: u.roleId,
  title: u.title,
  jobTitle: u.jobTitle,
  phone: u.phone,
  countryCode: u.countryCode,
  spokenLanguages: u.spokenLanguages,
  dob: u.dob,
  commisionPercentage: u.commisionPercentage,
  targetAmount: u.targetAmount,
  backOfficeReference: u.backOfficeReference,
  biography: u.biography,
  isActive: u.isActive,
  version: u.version,
});

/** Reads a user as `caller` sees it and sends it back with `change` applied. */
export async function editUser(
  server: TestServer,
  caller: Record<string, string>,
  companyId: number,
  userId: number,
  change: Partial<ReturnType<typeof formOf>>,
) {
  const path = `/api/companies/${companyId}/users/${userId}`;
  const got = await server.fetch(path, { headers: caller });
  if (got.status !== 200) throw new Error(`GET ${path} answered ${got.status}`);
  const body = { ...formOf((await got.json()) as CompanyUser), ...change };
  return server.fetch(path, { method: 'PUT', headers: caller, body });
}

export async function permissionIds(server: TestServer, names: readonly PermissionName[]) {
  const rows = await server.database.db
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.name, [...names]));
  return rows.map((r) => r.id);
}
