import { and, eq, sql } from 'drizzle-orm';
import { CRM_TEXT, type CrmCompany } from '#contract/admin-crm';
import type { Actor } from '#server/audit/audited';
import { AUDIT } from '#server/audit/subjects';
import type { Db } from '#server/db/client';
import { applications, companies, memberships, users } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { claimUniqueValue, defineRecord, getInScope } from '#server/kit/index';
import { COMPANY_FIELDS, type CompanyForm, companyRowOf } from './company-shape';

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
    ...COMPANY_FIELDS.read(c),
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

/** A company as a record; its audit rows are the company settings' own. */
const record = defineRecord({ table: companies, audit: AUDIT.companies });

/** A new company under a name no other company holds; answers its id. */
export const insertCompany = (db: Db, actor: Actor, f: CompanyForm) =>
  record.create(db, actor, async (tx) => {
    await claimCompanyName(tx, f.name);
    return COMPANY_FIELDS.write(f);
  });

/** Saves an edit made on the version the editor read (Stale → 409), with its audit row. */
export const updateCompany = (
  db: Db,
  actor: Actor,
  companyId: number,
  f: CompanyForm & { version: number },
) =>
  record.update(db, actor, { id: companyId }, f.version, async (tx) => {
    await claimCompanyName(tx, f.name, companyId);
    return COMPANY_FIELDS.write(f);
  });
