import type { Customer, CustomerRow, HotlistSummary } from '#contract/customers';
import type { customers } from '#server/db/schema-travel';
import { ADDRESS, defineColumns, same, text } from '#server/kit/columns';

type Stored = typeof customers.$inferSelect;

/** The list row's fields. */
const ROW = {
  title: text(),
  firstName: text(),
  lastName: text(),
  email: same<string>(),
  phone: text(),
  linkedCompanyId: same<number | null>(),
  membershipLevel: text(),
};
const row = defineColumns(ROW);

/** The form's fields: the row's and the rest of the record's. */
export const CUSTOMER_FIELDS = defineColumns({
  ...ROW,
  ...ADDRESS,
  dateOfBirth: text(),
  marketingConsent: same<boolean>(),
  notes: text(),
});

type RowFields = Pick<Stored, 'id' | 'key' | 'erasedAt' | 'createdAt' | keyof typeof ROW>;

const iso = (at: Date | string) => new Date(at).toISOString();

export const customerRowOf = (
  r: RowFields & { linkedCompanyName: string | null },
): CustomerRow => ({
  customerId: r.id,
  key: r.key,
  ...row.read(r),
  linkedCompanyName: r.linkedCompanyName,
  erased: r.erasedAt !== null,
  created: iso(r.createdAt),
});

export const customerOf = (
  r: Stored,
  extra: { linkedCompanyName: string | null; companyId: number; hotlists: HotlistSummary[] },
): Customer => ({
  ...customerRowOf({ ...r, linkedCompanyName: extra.linkedCompanyName }),
  ...CUSTOMER_FIELDS.read(r),
  erasedAt: r.erasedAt === null ? null : iso(r.erasedAt),
  hotlists: extra.hotlists,
  companyId: extra.companyId,
  updated: iso(r.updatedAt),
  version: r.version,
});

/**
 * What the customers list searches (one trigram-indexed column): the name, email and phone,
 * lower-cased. Every write of those fields sets it, so a search never misses a change.
 */
export function customerSearchText(c: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
}): string {
  return [c.firstName, c.lastName, c.email, c.phone]
    .filter((part) => part)
    .join(' ')
    .toLowerCase()
    .slice(0, 400);
}
