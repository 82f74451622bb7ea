import { and, eq } from 'drizzle-orm';
import type { Application, ApplicationBody } from '#contract/applications';
import type { Db } from '#server/db/client';
import { applications, regions } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { orNull } from '#server/kit/blank';
import {
  ADDRESS_LINES,
  column,
  country,
  defineColumns,
  orZero,
  same,
  text,
} from '#server/kit/columns';
import { getInScope } from '#server/kit/index';
import { knownFeatures, knownLanguages } from './open';

/** The form's fields as the application's columns; '' is stored as null. */
const APPLICATION_FIELDS = defineColumns({
  applicationName: column('name', same<string>()),
  subscriptionId: orZero(),
  regionId: orZero(),
  webPlatformId: same<number | null>(),
  logoUrl: same<string | null>(),
  ...ADDRESS_LINES,
  countryCode: country(),
  bookingEmailName: text(),
  bookingEmail: text(),
  bookingTelephoneName: text(),
  bookingTelephone: text(),
  supportEmailName: text(),
  supportEmail: text(),
  supportTelephoneName: text(),
  supportTelephone: text(),
});

export function columnsOf(body: ApplicationBody) {
  return {
    ...APPLICATION_FIELDS.write(body),
    // Left out of the body, they stay as they are (only the editor sends them).
    ...(body.features === undefined ? {} : { features: [...new Set(body.features)] }),
    ...(body.languages === undefined ? {} : { languages: knownLanguages(body.languages) }),
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
    ...APPLICATION_FIELDS.read(a),
    applicationId: a.id,
    companyId: a.companyId,
    region: row.region ?? '',
    isActive: a.isActive,
    isDemo: a.isDemo,
    features: knownFeatures(a.features),
    languages: knownLanguages(a.languages),
    statsUrl: a.statsUrl ?? '',
    createdDate: a.createdAt.toISOString(),
    version: a.version,
  };
}
