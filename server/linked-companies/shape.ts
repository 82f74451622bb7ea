import {
  LINKED_COMPANY_STATUSES,
  type LinkedCompany,
  type LinkedCompanyRow,
} from '#contract/linked-companies';
import type { linkedCompanies } from '#server/db/schema-travel';

type Stored = typeof linkedCompanies.$inferSelect;
type RowFields = Pick<
  Stored,
  | 'id'
  | 'name'
  | 'contactName'
  | 'contactEmail'
  | 'status'
  | 'membershipLevel'
  | 'city'
  | 'countryCode'
  | 'createdAt'
>;

const statusOf = (status: string) =>
  LINKED_COMPANY_STATUSES.find((s) => s === status) ?? LINKED_COMPANY_STATUSES[0];

export function linkedCompanyRowOf(r: RowFields): LinkedCompanyRow {
  return {
    linkedCompanyId: r.id,
    name: r.name,
    contactName: r.contactName ?? '',
    contactEmail: r.contactEmail ?? '',
    status: statusOf(r.status),
    membershipLevel: r.membershipLevel ?? '',
    city: r.city ?? '',
    countryCode: r.countryCode ?? '',
    created: new Date(r.createdAt).toISOString(),
  };
}

export function linkedCompanyOf(
  r: Stored,
  extra: { userCount: number; companyId: number },
): LinkedCompany {
  return {
    ...linkedCompanyRowOf(r),
    contactPhone: r.contactPhone ?? '',
    address1: r.address1 ?? '',
    address2: r.address2 ?? '',
    state: r.state ?? '',
    postcode: r.postcode ?? '',
    userCount: extra.userCount,
    companyId: extra.companyId,
    updated: new Date(r.updatedAt).toISOString(),
    version: r.version,
  };
}
