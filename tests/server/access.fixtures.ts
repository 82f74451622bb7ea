import { eq, inArray, notInArray } from 'drizzle-orm';
import type { PermissionName } from '#contract/permissions';
import {
  companies,
  memberships,
  permissions,
  rolePermissions,
  roles,
  users,
} from '#server/db/schema';
import { fixtureHash } from './fixture-hash';
import { signIn, type TestServer } from './harness';

export const auth = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

export type AccessCall = {
  method: string;
  path: string;
  body?: Record<string, unknown> | FormData;
};

/** One endpoint of the table-driven access test (access.test.ts), with what it needs. */
export type AccessRow = {
  name: string;
  /** null: any active member of the company may call it. */
  permission: PermissionName | null;
  /** Other permissions that let a caller in just as well as `permission`. */
  alsoAllowedBy?: readonly PermissionName[];
  /** Paths without a company act in the caller's active company, whichever it is. */
  companyInPath: boolean;
  success: number;
  /** Builds the call in company `companyId`; may create what it needs first. */
  call(server: TestServer, companyId: number): Promise<AccessCall>;
};

let serial = 0;

/** A company of its own, with no roles or members yet. */
export async function addCompany(server: TestServer, name: string) {
  const { db } = server.database;
  const [company] = await db.insert(companies).values({ name }).returning({ id: companies.id });
  if (!company) throw new Error('company not added');
  return company.id;
}

/** A signed-in member of `companyId` whose own custom role holds `granted`. */
export async function addMember(
  server: TestServer,
  companyId: number,
  granted: readonly PermissionName[],
) {
  // Taken before any await: members added in parallel each get their own number.
  const n = ++serial;
  const { db } = server.database;
  const [role] = await db
    .insert(roles)
    .values({ companyId, name: `Fixture role ${n}` })
    .returning({ id: roles.id });
  if (!role) throw new Error('role not added');
  await setPermissions(server, role.id, granted);
  const email = `member${n}.${companyId}@fixture.test`;
  const password = 'fixture-password-1';
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: await fixtureHash(password), lastCompanyId: companyId })
    .returning({ id: users.id });
  if (!user) throw new Error('user not added');
  await db.insert(memberships).values({ companyId, userId: user.id, roleId: role.id });
  const { accessToken } = await signIn(server, { email, password });
  return { userId: user.id, roleId: role.id, accessToken };
}

/** Gives a role exactly these permissions, straight in the database. */
export async function setPermissions(
  server: TestServer,
  roleId: number,
  granted: readonly PermissionName[],
) {
  const { db } = server.database;
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (granted.length === 0) return;
  const rows = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.name, [...granted]));
  await db.insert(rolePermissions).values(rows.map((p) => ({ roleId, permissionId: p.id })));
}

/** Every permission except the `missing` ones. */
export async function allPermissionsBut(
  server: TestServer,
  roleId: number,
  ...missing: [string, ...string[]]
) {
  const { db } = server.database;
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  const rows = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(notInArray(permissions.name, missing));
  await db.insert(rolePermissions).values(rows.map((p) => ({ roleId, permissionId: p.id })));
}

/** A custom role of `companyId` made directly in the database. */
export async function addRole(server: TestServer, companyId: number, name: string) {
  const [role] = await server.database.db
    .insert(roles)
    .values({ companyId, name, description: 'made by a test' })
    .returning({ id: roles.id });
  if (!role) throw new Error('role not added');
  return role.id;
}
