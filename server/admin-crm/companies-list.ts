import { sql } from 'drizzle-orm';
import type { CRM_COMPANY_SORTS, CrmCompanyListQuery, CrmCompanyRow } from '#contract/admin-crm';
import type { Paged } from '#contract/paging';
import type { Db } from '#server/db/client';
import { companies } from '#server/db/schema';
import { definePagedList, equals } from '#server/kit/index';
import { companyRowOf } from './company-shape';

type Query = CrmCompanyListQuery;

const columns = {
  id: companies.id,
  name: companies.name,
  type: companies.type,
  countryCode: companies.countryCode,
  status: companies.status,
  contactName: companies.contactName,
  contactEmail: companies.contactEmail,
  createdAt: companies.createdAt,
};

/** Every company: searched by name and contact, filtered by status, type and country. */
const companiesList = definePagedList<
  typeof columns,
  (typeof CRM_COMPANY_SORTS)[number],
  Query,
  void
>({
  table: companies,
  columns,
  search: [companies.name, companies.contactName, companies.contactEmail],
  sorts: {
    name: sql`lower(${companies.name})`,
    created: companies.createdAt,
    status: companies.status,
  },
  defaultSort: 'name',
  tieBreaker: companies.id,
  filters: [
    equals<Query, 'status'>('status', companies.status),
    equals<Query, 'type'>('type', companies.type),
    equals<Query, 'countryCode'>('countryCode', companies.countryCode),
  ],
});

export async function listCompanies(db: Db, query: Query): Promise<Paged<CrmCompanyRow>> {
  const page = await companiesList(db, undefined, query);
  return { items: page.items.map(companyRowOf), total: page.total };
}
