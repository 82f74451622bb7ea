import { count, eq, sql } from 'drizzle-orm';
import { generatePassword, hashPassword } from '#server/auth/passwords';
import type { Database } from './client';
import { ADMIN_ROLE_ID, DEMO_COMPANY, HOME_COMPANY } from './demo-data';
import { memberships, users } from './schema';
import { ensureCompany, ensureDemoData } from './seed-demo';
import { grantSystemRolePermissions } from './system-roles';
import type { Tx } from './tx';

export type SeedOptions = {
  adminEmail: string;
  adminPassword?: string | undefined;
  demo: boolean;
  demoPassword: string;
  /** Seals the demo's secrets (server/integrations/keyring.ts); without it they are left out. */
  sealSecret?: ((plain: string) => string) | undefined;
};

export type SeedResult = {
  /** Set when the first admin was created with a generated password, to print once. */
  generatedAdminPassword?: string;
  adminCreated: boolean;
};

/**
 * Brings the data every installation needs up to date. Safe on every start and from several
 * instances at once: a transaction-scoped advisory lock serialises runs, and every insert
 * skips rows that already exist.
 */
export async function seed(database: Database, options: SeedOptions): Promise<SeedResult> {
  return database.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`waypoint:seed:${database.schema}`}))`,
    );
    const [row] = await tx.select({ n: count() }).from(users);
    const empty = (row?.n ?? 0) === 0;
    const result: SeedResult = { adminCreated: false };

    if (empty || options.demo) await ensureCompany(tx, options.demo);
    await grantSystemRolePermissions(tx);
    if (empty) {
      const password = options.adminPassword ?? generatePassword();
      if (!options.adminPassword) result.generatedAdminPassword = password;
      result.adminCreated = true;
      await tx.insert(users).values({
        email: options.adminEmail,
        passwordHash: await hashPassword(password),
        firstName: 'Platform',
        lastName: 'Admin',
        isPlatformAdmin: true,
        lastCompanyId: HOME_COMPANY.id,
      });
    }
    if (empty || options.demo) await addAdminMembership(tx, options.adminEmail);
    if (options.demo) await ensureDemoData(tx, options.demoPassword, options.sealSecret);
    return result;
  });
}

async function addAdminMembership(tx: Tx, adminEmail: string) {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, adminEmail.toLowerCase()));
  if (!admin) return;
  await tx
    .insert(memberships)
    .values({
      companyId: DEMO_COMPANY.id,
      userId: admin.id,
      roleId: ADMIN_ROLE_ID,
      isHostAdmin: true,
    })
    .onConflictDoNothing();
}
