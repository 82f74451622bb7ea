import { COMPANY_STATUSES, type CrmCompanyRow } from '#contract/admin-crm';
import { COMPANY_TYPES } from '#contract/constants';
import type { companies } from '#server/db/schema';
import { choice, country, defineColumns, same, text } from '#server/kit/columns';

/** The list row's fields; values outside today's lists read as their defaults. */
const ROW = {
  name: same<string>(),
  type: choice(COMPANY_TYPES, 'Other'),
  countryCode: country(),
  status: choice(COMPANY_STATUSES, 'Active'),
  contactName: text(),
  contactEmail: text(),
};
const row = defineColumns(ROW);

/** The platform team's form: the row's fields and the rest of the record's. */
export const COMPANY_FIELDS = defineColumns({
  ...ROW,
  contactPhone: text(),
  requires2FA: same<boolean>(),
});

type Stored = typeof companies.$inferSelect;

export const companyRowOf = (
  r: Pick<Stored, 'id' | 'createdAt' | keyof typeof ROW>,
): CrmCompanyRow => ({
  companyId: r.id,
  ...row.read(r),
  created: new Date(r.createdAt).toISOString(),
});

export type CompanyForm = Parameters<typeof COMPANY_FIELDS.write>[0];
