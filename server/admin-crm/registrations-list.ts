import { sql } from 'drizzle-orm';
import type {
  REGISTRATION_SORTS,
  RegistrationListQuery,
  RegistrationRow,
} from '#contract/admin-crm';
import type { Paged } from '#contract/paging';
import type { Db } from '#server/db/client';
import { companyInterests as ci } from '#server/db/schema';
import { dateRange, definePagedList, equals } from '#server/kit/index';
import { registrationRowOf } from './registration-shape';

type Query = RegistrationListQuery;

const columns = {
  id: ci.id,
  companyName: ci.companyName,
  companyType: ci.companyType,
  firstName: ci.firstName,
  lastName: ci.lastName,
  email: ci.email,
  countryCode: ci.countryCode,
  status: ci.status,
  submissions: ci.submissions,
  companyId: ci.companyId,
  notes: ci.notes,
  createdAt: ci.createdAt,
  updatedAt: ci.updatedAt,
};

/** Registrations of interest: newest first (what the team works from) unless asked otherwise. */
const registrationsList = definePagedList<
  typeof columns,
  (typeof REGISTRATION_SORTS)[number],
  Query,
  void
>({
  table: ci,
  columns,
  search: [ci.companyName, sql`${ci.firstName} || ' ' || ${ci.lastName}`, ci.email],
  sorts: {
    created: ci.createdAt,
    updated: ci.updatedAt,
    company: sql`lower(${ci.companyName})`,
    status: ci.status,
  },
  defaultSort: '-created',
  tieBreaker: ci.id,
  filters: [
    equals<Query, 'status'>('status', ci.status),
    dateRange<Query, 'createdFrom' | 'createdTo'>(ci.createdAt, 'createdFrom', 'createdTo'),
  ],
});

export async function listRegistrations(db: Db, query: Query): Promise<Paged<RegistrationRow>> {
  const page = await registrationsList(db, undefined, query);
  return { items: page.items.map(registrationRowOf), total: page.total };
}
