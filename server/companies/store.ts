import { asc, eq, sql } from 'drizzle-orm';
import type { VersionedSettings } from '#contract/companies';
import { COMPANY_TYPES } from '#contract/constants';
import { type Actor, audited } from '#server/audit/audited';
import { AUDIT } from '#server/audit/subjects';
import type { Db } from '#server/db/client';
import { companies, permissions } from '#server/db/schema';
import { ADDRESS_LINES, choice, column, country, defineColumns, same } from '#server/kit/columns';
import { defineRecord, NotFound } from '#server/kit/index';

/** The settings form's fields as the company's columns. */
const SETTINGS = defineColumns({
  companyName: column('name', same<string>()),
  companyType: column('type', choice(COMPANY_TYPES, 'Other')),
  logoUrl: same<string | null>(),
  ...ADDRESS_LINES,
  countryCode: country(),
  requireUsersTo2FA: column('requires2FA', same<boolean>()),
  timeZone: same<string>(),
});

const record = defineRecord({ table: companies, audit: AUDIT.companies });

/** The settings with the company's version; undefined when there is no such company. */
export async function loadSettings(
  db: Db,
  companyId: number,
): Promise<VersionedSettings | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row ? { ...SETTINGS.read(row), version: row.version } : undefined;
}

/** Saves over the version the editor loaded (a newer one is Stale, a missing company NotFound). */
export async function saveSettings(
  db: Db,
  companyId: number,
  body: VersionedSettings,
  actor: Actor,
): Promise<VersionedSettings> {
  await record.update(db, actor, { id: companyId }, body.version, () => SETTINGS.write(body));
  const saved = await loadSettings(db, companyId);
  if (!saved) throw new NotFound();
  return saved;
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
