import { asc, eq, sql } from 'drizzle-orm';
import type { CompanySettings, VersionedSettings } from '#contract/companies';
import { COMPANY_TYPES, COUNTRIES } from '#contract/constants';
import { type Actor, audited } from '#server/audit/audited';
import { AUDIT } from '#server/audit/subjects';
import type { Db } from '#server/db/client';
import { companies, files, permissions } from '#server/db/schema';
import { orNull } from '#server/kit/blank';
import { claimVersion } from '#server/kit/version';

type CompanyRow = typeof companies.$inferSelect;

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

export function toSettings(row: CompanyRow): CompanySettings {
  return {
    companyName: row.name,
    companyType: isOneOf(COMPANY_TYPES, row.type) ? row.type : 'Other',
    logoUrl: row.logoUrl,
    address1: row.address1 ?? '',
    address2: row.address2 ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    countryCode: isOneOf(COUNTRIES, row.countryCode) ? row.countryCode : '',
    requireUsersTo2FA: row.requires2FA,
  };
}

/** The settings with the company's version; undefined when there is no such company. */
export async function loadSettings(
  db: Db,
  companyId: number,
): Promise<VersionedSettings | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row ? { ...toSettings(row), version: row.version } : undefined;
}

/** Saves over the version the editor loaded (a newer one is Stale, a missing company NotFound). */
export function saveSettings(db: Db, companyId: number, body: VersionedSettings, actor: Actor) {
  return db.transaction((tx) =>
    audited(tx, actor, AUDIT.companies, companyId, async () => {
      await claimVersion(tx, companies, eq(companies.id, companyId), body.version);
      const [row] = await tx
        .update(companies)
        .set({
          name: body.companyName,
          type: body.companyType,
          logoUrl: body.logoUrl,
          address1: orNull(body.address1),
          address2: orNull(body.address2),
          city: orNull(body.city),
          state: orNull(body.state),
          countryCode: orNull(body.countryCode),
          requires2FA: body.requireUsersTo2FA,
        })
        .where(eq(companies.id, companyId))
        .returning();
      if (!row) throw new Error('The claimed company vanished');
      return { ...toSettings(row), version: row.version };
    }),
  );
}

export async function fileExists(db: Db, sha256: string) {
  const rows = await db
    .select({ sha256: files.sha256 })
    .from(files)
    .where(eq(files.sha256, sha256));
  return rows.length > 0;
}

/**
 * The logo is the company's at once, so its version moves on (an edit on an older read is
 * refused); answers the new version, which the uploading editor adopts.
 */
export async function setLogo(db: Db, companyId: number, logoUrl: string, actor: Actor) {
  return db.transaction((tx) =>
    audited(tx, actor, AUDIT.companies, companyId, async () => {
      const [row] = await tx
        .update(companies)
        .set({ logoUrl, version: sql`${companies.version} + 1` })
        .where(eq(companies.id, companyId))
        .returning({ version: companies.version });
      return row?.version ?? 0;
    }),
  );
}

export function permissionCatalogue(db: Db) {
  return db
    .select({
      id: permissions.id,
      category: permissions.category,
      name: permissions.name,
      function: permissions.function,
      description: permissions.description,
    })
    .from(permissions)
    .orderBy(asc(permissions.category), asc(permissions.name));
}
