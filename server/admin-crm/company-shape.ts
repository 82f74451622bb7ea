import {
  COMPANY_STATUSES,
  type CrmCompany,
  type CrmCompanyRow,
  type CrmCompanyUpdateFields,
} from '#contract/admin-crm';
import { COMPANY_TYPES, COUNTRIES } from '#contract/constants';
import type { Fields } from '#server/audit/diff';
import type { companies } from '#server/db/schema';

type Stored = Pick<
  typeof companies.$inferSelect,
  'id' | 'name' | 'type' | 'countryCode' | 'status' | 'contactName' | 'contactEmail' | 'createdAt'
>;

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** A company row as the list answers it; values outside today's lists read as their defaults. */
export function companyRowOf(row: Stored): CrmCompanyRow {
  return {
    companyId: row.id,
    name: row.name,
    type: oneOf(COMPANY_TYPES, row.type, 'Other'),
    countryCode: oneOf<(typeof COUNTRIES)[number] | ''>(COUNTRIES, row.countryCode, ''),
    status: oneOf(COMPANY_STATUSES, row.status, 'Active'),
    contactName: row.contactName ?? '',
    contactEmail: row.contactEmail ?? '',
    created: new Date(row.createdAt).toISOString(),
  };
}

/** The form's fields as columns; '' is stored as null so "not given" is one thing. */
export function companyColumns(f: Omit<CrmCompanyUpdateFields, 'version'>) {
  return {
    name: f.name,
    type: f.type,
    countryCode: f.countryCode,
    contactName: f.contactName || null,
    contactEmail: f.contactEmail || null,
    contactPhone: f.contactPhone || null,
    requires2FA: f.requires2FA,
    status: f.status,
  };
}

/** What the audit trail keeps of a company. */
export function auditedCompany(c: CrmCompany | ReturnType<typeof companyColumns>): Fields {
  return {
    name: c.name,
    type: c.type,
    countryCode: c.countryCode || null,
    contactName: c.contactName || null,
    contactEmail: c.contactEmail || null,
    contactPhone: c.contactPhone || null,
    requires2FA: c.requires2FA,
    status: c.status,
  };
}
