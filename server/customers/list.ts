import { eq, sql } from 'drizzle-orm';
import type { CUSTOMER_SORTS, CustomerListQuery, CustomerRow } from '#contract/customers';
import type { Paged } from '#contract/paging';
import type { Db } from '#server/db/client';
import { customers as c, linkedCompanies as lc } from '#server/db/schema-travel';
import { definePagedList, equals } from '#server/kit/index';
import { customerRowOf } from './shape';

type Query = CustomerListQuery;
/** The application, and for a linked company's users that company too. */
type Scope = { applicationId: number; linkedCompanyId?: number };

const columns = {
  id: c.id,
  key: c.key,
  title: c.title,
  firstName: c.firstName,
  lastName: c.lastName,
  email: c.email,
  phone: c.phone,
  linkedCompanyId: c.linkedCompanyId,
  linkedCompanyName: lc.name,
  membershipLevel: c.membershipLevel,
  erasedAt: c.erasedAt,
  createdAt: c.createdAt,
};

/**
 * Customers by surname (the applications' name index), searched in the one lower-cased
 * search_text column its trigram index serves: name, email and phone in one pattern.
 */
const customersList = definePagedList<
  typeof columns,
  (typeof CUSTOMER_SORTS)[number],
  Query,
  Scope
>({
  table: c,
  joins: [{ table: lc, on: eq(lc.id, c.linkedCompanyId), left: true }],
  scope: (s) =>
    s.linkedCompanyId === undefined
      ? eq(c.applicationId, s.applicationId)
      : sql`${c.applicationId} = ${s.applicationId} and ${c.linkedCompanyId} = ${s.linkedCompanyId}`,
  columns,
  search: [c.searchText],
  // Ids are given in creation order, and the primary key orders them without a sort.
  sorts: { name: c.lastName, email: sql`lower(${c.email})`, created: c.id },
  defaultSort: 'name',
  tieBreaker: c.id,
  filters: [
    equals<Query, 'linkedCompanyId'>('linkedCompanyId', c.linkedCompanyId),
    equals<Query, 'membershipLevel'>('membershipLevel', c.membershipLevel),
  ],
  // Browsing reads a page off the name index and counts apart; a search counts as it goes.
  count: { kind: 'adaptive' },
});

export async function listCustomers(
  db: Db,
  scope: Scope,
  query: Query,
): Promise<Paged<CustomerRow>> {
  const page = await customersList(db, scope, query);
  return { items: page.items.map(customerRowOf), total: page.total };
}
