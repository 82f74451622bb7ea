import {
  LINKED_COMPANY_STATUSES,
  type LinkedCompany,
  type LinkedCompanyRow,
} from '#contract/linked-companies';
import type { linkedCompanies } from '#server/db/schema-travel';
import { ADDRESS, choice, defineColumns, same, text } from '#server/kit/columns';

type Stored = typeof linkedCompanies.$inferSelect;

/** The list row's fields. */
const ROW = {
  name: same<string>(),
  contactName: text(),
  contactEmail: text(),
  status: choice(LINKED_COMPANY_STATUSES, LINKED_COMPANY_STATUSES[0]),
  membershipLevel: text(),
  city: ADDRESS.city,
  countryCode: ADDRESS.countryCode,
};
const row = defineColumns(ROW);

/** The form's fields: the row's and the rest of the record's. */
export const LINKED_FIELDS = defineColumns({ ...ROW, ...ADDRESS, contactPhone: text() });

type RowFields = Pick<Stored, 'id' | 'createdAt' | keyof typeof ROW>;

export const linkedCompanyRowOf = (r: RowFields): LinkedCompanyRow => ({
  linkedCompanyId: r.id,
  ...row.read(r),
  created: new Date(r.createdAt).toISOString(),
});

export const linkedCompanyOf = (
  r: Stored,
  extra: { userCount: number; companyId: number },
): LinkedCompany => ({
  ...linkedCompanyRowOf(r),
  ...LINKED_FIELDS.read(r),
  ...extra,
  updated: new Date(r.updatedAt).toISOString(),
  version: r.version,
});
