import { eq, sql } from 'drizzle-orm';
import { SERVER_AREAS } from '#server/areas';
import { hashPassword } from '#server/auth/passwords';
import { seedAreas } from '#server/kit/demo-seed';
import {
  DEMO_APPLICATIONS,
  DEMO_COMPANY,
  DEMO_USERS,
  HOME_COMPANY,
  SYSTEM_ROLES,
} from './demo-data';
import { applications, companies, memberships, roles, users } from './schema';
import { demoRoleId } from './seed-demo-roles';
import type { Tx } from './tx';

/** Company 1 and its system roles: the demo company, or a plain home company without demo data. */
export async function ensureCompany(tx: Tx, demo: boolean) {
  const company = demo ? DEMO_COMPANY : HOME_COMPANY;
  const added = await tx
    .insert(companies)
    .overridingSystemValue()
    .values(company)
    .onConflictDoNothing()
    .returning({ id: companies.id });
  const addedRoles = await tx
    .insert(roles)
    .overridingSystemValue()
    .values(SYSTEM_ROLES.map((r) => ({ ...r, companyId: company.id, isSystem: true })))
    .onConflictDoNothing()
    .returning({ id: roles.id });
  // Rows inserted with fixed ids leave the identity sequences behind; move them past.
  // Only done on first insert, so a running instance's fresh ids are never reissued.
  if (added.length > 0) await bumpSequence(tx, 'companies');
  if (addedRoles.length > 0) await bumpSequence(tx, 'roles');
}

/** The demo company's applications and users (with their roles), each added only when missing. */
export async function ensureDemoData(
  tx: Tx,
  demoPassword: string,
  sealSecret?: (plain: string) => string,
) {
  const added = await tx
    .insert(applications)
    .overridingSystemValue()
    .values(DEMO_APPLICATIONS.map((a) => ({ ...a, companyId: DEMO_COMPANY.id })))
    .onConflictDoNothing()
    .returning({ id: applications.id });
  if (added.length > 0) await bumpSequence(tx, 'applications');

  let passwordHash: string | undefined;
  for (const u of DEMO_USERS) {
    const existing = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, u.email));
    if (existing.length > 0) continue;
    // Resolved only for a missing user, so a deleted demo role is not brought back on restart.
    const roleId = await demoRoleId(tx, u.role);
    if (roleId === undefined) continue;
    passwordHash ??= await hashPassword(demoPassword);
    const [user] = await tx
      .insert(users)
      .values({
        email: u.email,
        passwordHash,
        firstName: u.firstName,
        lastName: u.lastName,
        lastCompanyId: DEMO_COMPANY.id,
      })
      .returning({ id: users.id });
    if (!user) continue;
    await tx
      .insert(memberships)
      .values({
        companyId: DEMO_COMPANY.id,
        userId: user.id,
        roleId,
        isActive: u.isActive,
      })
      .onConflictDoNothing();
  }
  await seedAreas(tx, SERVER_AREAS, {
    companyId: DEMO_COMPANY.id,
    ...(sealSecret ? { sealSecret } : {}),
  });
}

async function bumpSequence(tx: Tx, table: 'companies' | 'roles' | 'applications') {
  await tx.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), max(id)) from ${sql.identifier(table)}`,
  );
}
