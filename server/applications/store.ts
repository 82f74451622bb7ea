import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type {
  APP_SORTS,
  Application,
  ApplicationBody,
  ApplicationRow,
} from '#contract/applications';
import type { ListQuery, Paged } from '#contract/paging';
import { parseSort } from '#contract/paging';
import type { Db } from '#server/db/client';
import { applications, regions } from '#server/db/schema';
import { containsPattern, offsetOf } from '#server/http/paging';
import { knownFeatures } from './open';

type SortKey = (typeof APP_SORTS)[number];

const orNull = (value: string) => (value === '' ? null : value);

/** The form as columns; '' is stored as null so "not given" is one thing. */
export function columnsOf(body: ApplicationBody) {
  return {
    name: body.applicationName,
    subscriptionId: body.subscriptionId,
    regionId: body.regionId,
    webPlatformId: body.webPlatformId,
    logoUrl: body.logoUrl,
    address1: orNull(body.address1),
    address2: orNull(body.address2),
    city: orNull(body.city),
    state: orNull(body.state),
    countryCode: orNull(body.countryCode),
    bookingEmailName: orNull(body.bookingEmailName),
    bookingEmail: orNull(body.bookingEmail),
    bookingTelephoneName: orNull(body.bookingTelephoneName),
    bookingTelephone: orNull(body.bookingTelephone),
    supportEmailName: orNull(body.supportEmailName),
    supportEmail: orNull(body.supportEmail),
    supportTelephoneName: orNull(body.supportTelephoneName),
    supportTelephone: orNull(body.supportTelephone),
    // Left out of the body, they stay as they are (only the editor sends them).
    ...(body.features === undefined ? {} : { features: [...new Set(body.features)] }),
    ...(body.statsUrl === undefined ? {} : { statsUrl: orNull(body.statsUrl) }),
  };
}

export async function listApplications(
  db: Db,
  companyId: number,
  query: ListQuery<SortKey>,
): Promise<Paged<ApplicationRow>> {
  const conditions: SQL[] = [eq(applications.companyId, companyId)];
  if (query.search) conditions.push(ilike(applications.name, containsPattern(query.search)));
  const where = and(...conditions);
  const { key, desc: descending } = parseSort(query.sort, 'name');
  const column =
    key === 'created'
      ? applications.createdAt
      : key === 'region'
        ? regions.name
        : sql`lower(${applications.name})`;
  const rows = await db
    .select({
      applicationId: applications.id,
      applicationName: applications.name,
      logoUrl: applications.logoUrl,
      region: regions.name,
      isActive: applications.isActive,
      isDemo: applications.isDemo,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .leftJoin(regions, eq(regions.id, applications.regionId))
    .where(where)
    .orderBy(descending ? desc(column) : asc(column), asc(applications.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(applications).where(where);
  return {
    items: rows.map(({ createdAt, region, ...r }) => ({
      ...r,
      region: region ?? '',
      createdDate: createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

/** An application of the company; undefined when it is not there. */
export async function loadApplication(
  db: Db,
  companyId: number,
  applicationId: number,
): Promise<Application | undefined> {
  const [row] = await db
    .select({ app: applications, region: regions.name })
    .from(applications)
    .leftJoin(regions, eq(regions.id, applications.regionId))
    .where(and(eq(applications.id, applicationId), eq(applications.companyId, companyId)));
  if (!row) return undefined;
  const a = row.app;
  return {
    applicationId: a.id,
    companyId: a.companyId,
    applicationName: a.name,
    subscriptionId: a.subscriptionId ?? 0,
    regionId: a.regionId ?? 0,
    webPlatformId: a.webPlatformId,
    logoUrl: a.logoUrl,
    address1: a.address1 ?? '',
    address2: a.address2 ?? '',
    city: a.city ?? '',
    state: a.state ?? '',
    countryCode: (a.countryCode ?? '') as Application['countryCode'],
    bookingEmailName: a.bookingEmailName ?? '',
    bookingEmail: a.bookingEmail ?? '',
    bookingTelephoneName: a.bookingTelephoneName ?? '',
    bookingTelephone: a.bookingTelephone ?? '',
    supportEmailName: a.supportEmailName ?? '',
    supportEmail: a.supportEmail ?? '',
    supportTelephoneName: a.supportTelephoneName ?? '',
    supportTelephone: a.supportTelephone ?? '',
    region: row.region ?? '',
    isActive: a.isActive,
    isDemo: a.isDemo,
    features: knownFeatures(a.features),
    statsUrl: a.statsUrl ?? '',
    createdDate: a.createdAt.toISOString(),
    version: a.version,
  };
}
