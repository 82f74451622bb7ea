import {
  REGISTRATION_STATUSES,
  type Registration,
  type RegistrationRow,
} from '#contract/admin-crm';
import type { companyInterests } from '#server/db/schema';

type Stored = typeof companyInterests.$inferSelect;
type RowFields = Pick<
  Stored,
  | 'id'
  | 'companyName'
  | 'companyType'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'countryCode'
  | 'status'
  | 'submissions'
  | 'companyId'
  | 'notes'
  | 'createdAt'
  | 'updatedAt'
>;

const statusOf = (status: string) =>
  REGISTRATION_STATUSES.find((s) => s === status) ?? REGISTRATION_STATUSES[0];

export function registrationRowOf(r: RowFields): RegistrationRow {
  return {
    registrationId: r.id,
    companyName: r.companyName,
    companyType: r.companyType,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    countryCode: r.countryCode ?? '',
    status: statusOf(r.status),
    submissions: r.submissions,
    companyId: r.companyId,
    notes: r.notes ?? '',
    created: new Date(r.createdAt).toISOString(),
    updated: new Date(r.updatedAt).toISOString(),
  };
}

export function registrationOf(r: Stored, linkedCompanyName: string | null): Registration {
  return {
    ...registrationRowOf(r),
    phone: r.phone ?? '',
    message: r.message ?? '',
    linkedCompanyName,
    version: r.version,
  };
}
