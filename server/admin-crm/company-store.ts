import { and, eq, sql } from 'drizzle-orm';
import { CRM_TEXT, type CrmCompany, type CrmCompanyUpdateFields } from '#contract/admin-crm';
import { recordChange } from '#server/audit/record';
import type { Db } from '#server/db/client';
import { applications, companies, memberships, users } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { claimUniqueValue, claimVersion, getInScope } from '#server/kit/index';
import { auditedCompany, companyColumns, companyRowOf } from './company-shape';

/** A company with its host admin and counts; NotFound when there is none with this id. */
export async function loadCompany(db: Db | Tx, companyId: number): Promise<CrmCompany> {
  const row = await getInScope(
    db
      .select({
        c: companies,
        userCount:
          sql<number>`(select count(*) from ${memberships} m where m.company_id = ${companyId})`.mapWith(
            Number,
          ),
        applicationCount:
          sql<number>`(select count(*) from ${applications} a where a.company_id = ${companyId})`.mapWith(
            Number,
          ),
      })
      .from(companies)
      .where(eq(companies.id, companyId)),
  );
  const [host] = await db
    .select({
      userId: users.id,
      fullName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      email: users.email,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.isHostAdmin, true)))
    .orderBy(memberships.createdAt)
    .limit(1);
  const { c } = row;
  return {
    ...companyRowOf(c),
    contactPhone: c.contactPhone ?? '',
    requires2FA: c.requires2FA,
    logoUrl: c.logoUrl,
    hostAdmin: host ?? null,
    userCount: row.userCount,
    applicationCount: row.applicationCount,
    version: c.version,
  };
}

/** The name no other company holds, whatever its case: a field error otherwise. */
export const claimCompanyName = (tx: Tx, name: string, except?: number) =>
  claimUniqueValue(tx, {
    table: companies,
    column: companies.name,
    id: companies.id,
    value: name,
    ...(except === undefined ? {} : { except }),
    field: 'name',
    message: CRM_TEXT.nameTaken,
  });

/** Saves an edit made on the version the editor read (Stale → 409), with its audit row. */
export async function updateCompany(
  db: Db,
  actorId: number,
  companyId: number,
  f: CrmCompanyUpdateFields,
): Promise<void> {
  await db.transaction(async (tx) => {
    await claimVersion(tx, companies, eq(companies.id, companyId), f.version);
    const before = await loadCompany(tx, companyId);
    await claimCompanyName(tx, f.name, companyId);
    const columns = companyColumns(f);
    await tx.update(companies).set(columns).where(eq(companies.id, companyId));
    await recordChange(tx, {
      actorId,
      companyId,
      area: 'companies',
      recordId: companyId,
      label: f.name,
      action: 'update',
      before: auditedCompany(before),
      after: auditedCompany(columns),
    });
  });
}
