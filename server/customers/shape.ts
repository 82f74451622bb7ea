import type { Customer, CustomerRow, HotlistSummary } from '#contract/customers';
import type { customers } from '#server/db/schema-travel';

type Stored = typeof customers.$inferSelect;
type RowFields = Pick<
  Stored,
  | 'id'
  | 'key'
  | 'title'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'linkedCompanyId'
  | 'membershipLevel'
  | 'erasedAt'
  | 'createdAt'
>;

const iso = (at: Date | string) => new Date(at).toISOString();

export function customerRowOf(r: RowFields & { linkedCompanyName: string | null }): CustomerRow {
  return {
    customerId: r.id,
    key: r.key,
    title: r.title ?? '',
    firstName: r.firstName ?? '',
    lastName: r.lastName ?? '',
    email: r.email,
    phone: r.phone ?? '',
    linkedCompanyId: r.linkedCompanyId,
    linkedCompanyName: r.linkedCompanyName,
    membershipLevel: r.membershipLevel ?? '',
    erased: r.erasedAt !== null,
    created: iso(r.createdAt),
  };
}

export function customerOf(
  r: Stored,
  extra: { linkedCompanyName: string | null; companyId: number; hotlists: HotlistSummary[] },
): Customer {
  return {
    ...customerRowOf({ ...r, linkedCompanyName: extra.linkedCompanyName }),
    address1: r.address1 ?? '',
    address2: r.address2 ?? '',
    city: r.city ?? '',
    state: r.state ?? '',
    postcode: r.postcode ?? '',
    countryCode: r.countryCode ?? '',
    dateOfBirth: r.dateOfBirth ?? '',
    marketingConsent: r.marketingConsent,
    notes: r.notes ?? '',
    erasedAt: r.erasedAt === null ? null : iso(r.erasedAt),
    hotlists: extra.hotlists,
    companyId: extra.companyId,
    updated: iso(r.updatedAt),
    version: r.version,
  };
}

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
