import { eq, sql } from 'drizzle-orm';
import type {
  LINKED_COMPANY_SORTS,
  LinkedCompanyListQuery,
  LinkedCompanyRow,
} from '#contract/linked-companies';
import type { Paged } from '#contract/paging';
import type { Db } from '#server/db/client';
import { linkedCompanies as lc } from '#server/db/schema-travel';
import { definePagedList, equals } from '#server/kit/index';
import { linkedCompanyRowOf } from './shape';

type Query = LinkedCompanyListQuery;

const columns = {
  id: lc.id,
  name: lc.name,
  contactName: lc.contactName,
  contactEmail: lc.contactEmail,
  status: lc.status,
  membershipLevel: lc.membershipLevel,
  city: lc.city,
  countryCode: lc.countryCode,
  createdAt: lc.createdAt,
};

/** An application's linked companies by name; the name's trigram index serves the search. */
const linkedCompaniesList = definePagedList<
  typeof columns,
  (typeof LINKED_COMPANY_SORTS)[number],
  Query,
  { applicationId: number }
>({
  table: lc,
  scope: (s) => eq(lc.applicationId, s.applicationId),
  columns,
  search: [lc.name],
  sorts: { name: sql`lower(${lc.name})`, status: lc.status, created: lc.createdAt },
  defaultSort: 'name',
  tieBreaker: lc.id,
  filters: [
    equals<Query, 'status'>('status', lc.status),
    equals<Query, 'membershipLevel'>('membershipLevel', lc.membershipLevel),
  ],
});

export async function listLinkedCompanies(
  db: Db,
  scope: { applicationId: number },
  query: Query,
): Promise<Paged<LinkedCompanyRow>> {
  const page = await linkedCompaniesList(db, scope, query);
  return { items: page.items.map(linkedCompanyRowOf), total: page.total };
}
