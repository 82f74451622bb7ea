import { and, eq } from 'drizzle-orm';
import type { Application, ApplicationBody } from '#contract/applications';
import type { Db } from '#server/db/client';
import { applications, regions } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { orNull } from '#server/kit/blank';
import { getInScope } from '#server/kit/index';
import { knownFeatures } from './open';

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

/** An application of the company; NotFound when the company has no such application. */
export async function loadApplication(
  db: Db | Tx,
  companyId: number,
  applicationId: number,
): Promise<Application> {
  const row = await getInScope(
    db
      .select({ app: applications, region: regions.name })
      .from(applications)
      .leftJoin(regions, eq(regions.id, applications.regionId))
      .where(and(eq(applications.id, applicationId), eq(applications.companyId, companyId))),
  );
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
