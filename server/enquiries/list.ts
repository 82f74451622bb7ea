import { eq, sql } from 'drizzle-orm';
import type { ENQUIRY_SORTS, EnquiryListQuery, EnquiryRow } from '#contract/enquiries';
import type { Paged } from '#contract/paging';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema';
import { dateRange, definePagedList, equals } from '#server/kit/index';
import { enquiries as e } from './schema';
import { rowOf } from './shape';

const columns = {
  id: e.id,
  webReference: e.webReference,
  name: e.name,
  email: e.email,
  type: e.type,
  destination: e.destination,
  startDate: e.startDate,
  status: e.status,
  createdAt: e.createdAt,
  assigneeFirst: users.firstName,
  assigneeLast: users.lastName,
  assigneeEmail: users.email,
};

/** The viewer: newest first unless sorted; filters by status, type and the day received. */
const enquiryList = definePagedList<
  typeof columns,
  (typeof ENQUIRY_SORTS)[number],
  EnquiryListQuery,
  { applicationId: number }
>({
  table: e,
  joins: [{ table: users, on: eq(users.id, e.assigneeId), left: true, count: 'never' }],
  scope: (s) => eq(e.applicationId, s.applicationId),
  columns,
  search: [e.name, e.email, e.webReference],
  sorts: { received: e.createdAt, name: sql`lower(${e.name})`, status: e.status },
  defaultSort: '-received',
  tieBreaker: e.id,
  filters: [
    equals('status', e.status),
    equals('type', e.type),
    dateRange(e.createdAt, 'from', 'to'),
  ],
});

/**
 * No enquiry is older than the console: a day before 1900 reads as 1900-01-01, the same rows,
 * and keeps PostgreSQL from a year 0 it refuses (the contract takes any real calendar day).
 */
const sinceEver = (day: string | undefined) =>
  day === undefined || day >= '1900-01-01' ? day : '1900-01-01';

export async function listEnquiries(
  db: Db,
  scope: { applicationId: number },
  query: EnquiryListQuery,
): Promise<Paged<EnquiryRow>> {
  const page = await enquiryList(db, scope, {
    ...query,
    from: sinceEver(query.from),
    to: sinceEver(query.to),
  });
  return { items: page.items.map(rowOf), total: page.total };
}
