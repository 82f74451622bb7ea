import { eq, sql } from 'drizzle-orm';
import type { APP_SORTS, ApplicationRow } from '#contract/applications';
import type { ListQuery, Paged } from '#contract/paging';
import type { Db } from '#server/db/client';
import { applications, regions } from '#server/db/schema';
import { definePagedList } from '#server/kit/index';

type SortKey = (typeof APP_SORTS)[number];

const columns = {
  applicationId: applications.id,
  applicationName: applications.name,
  logoUrl: applications.logoUrl,
  region: regions.name,
  isActive: applications.isActive,
  isDemo: applications.isDemo,
  createdAt: applications.createdAt,
};

/** The company's applications, searched by name. */
const applicationsList = definePagedList<typeof columns, SortKey, ListQuery<SortKey>, number>({
  table: applications,
  // Every application counts whether it has a region or not: the total needs no join.
  joins: [
    { table: regions, on: eq(regions.id, applications.regionId), left: true, count: 'never' },
  ],
  scope: (companyId) => eq(applications.companyId, companyId),
  columns,
  search: [applications.name],
  sorts: {
    name: sql`lower(${applications.name})`,
    region: regions.name,
    created: applications.createdAt,
  },
  defaultSort: 'name',
  tieBreaker: applications.id,
});

export async function listApplications(
  db: Db,
  companyId: number,
  query: ListQuery<SortKey>,
): Promise<Paged<ApplicationRow>> {
  const page = await applicationsList(db, companyId, query);
  return {
    items: page.items.map(({ createdAt, region, ...r }) => ({
      ...r,
      region: region ?? '',
      createdDate: createdAt.toISOString(),
    })),
    total: page.total,
  };
}
