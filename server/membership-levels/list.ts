import { eq, sql } from 'drizzle-orm';
import type {
  LEVEL_SORTS,
  MembershipLevelListQuery,
  MembershipLevelRow,
} from '#contract/membership-levels';
import type { Paged } from '#contract/paging';
import type { Db } from '#server/db/client';
import { definePagedList } from '#server/kit/index';
import { extrasOf } from './members';
import { membershipLevels as m } from './schema';
import { levelRowOf } from './shape';

const columns = {
  id: m.id,
  applicationId: m.applicationId,
  name: m.name,
  priceMinor: m.priceMinor,
  currency: m.currency,
  billingPeriod: m.billingPeriod,
  benefits: m.benefits,
  linkedCompanyId: m.linkedCompanyId,
  version: m.version,
  createdAt: m.createdAt,
  updatedAt: m.updatedAt,
};

const levelsList = definePagedList<
  typeof columns,
  (typeof LEVEL_SORTS)[number],
  MembershipLevelListQuery,
  { applicationId: number }
>({
  table: m,
  scope: (s) => eq(m.applicationId, s.applicationId),
  columns,
  search: [m.name, m.benefits],
  sorts: { name: sql`lower(${m.name})`, price: m.priceMinor },
  defaultSort: 'price',
  tieBreaker: m.id,
});

export async function listMembershipLevels(
  db: Db,
  scope: { applicationId: number },
  query: MembershipLevelListQuery,
): Promise<Paged<MembershipLevelRow>> {
  const page = await levelsList(db, scope, query);
  const extra = await extrasOf(db, scope.applicationId, page.items);
  return { items: page.items.map((r) => levelRowOf(r, extra(r))), total: page.total };
}
