import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { INGESTION_KEY_HEADER } from '#contract/events';
import { MSG } from '#contract/messages';
import { hashKey } from '#server/applications/write';
import type { Db } from '#server/db/client';
import { applications, companies } from '#server/db/schema';
import { HttpProblem } from '#server/http/problem';

/**
 * The booking site that sent an ingestion call: its application, and the id of the key it
 * used — the first characters of the key's SHA-256, which the console stores anyway, so the
 * audit trail can tell one key from the next after a rotation without holding the key.
 */
export type Site = { applicationId: number; keyId: string };

const KEY_ID_LENGTH = 12;
export const keyIdOf = (keyHash: string) => keyHash.slice(0, KEY_ID_LENGTH);

/**
 * Booking sites have no user token: the application's ingestion key is the credential. A
 * missing key, a wrong one or another application's key are the same 401, so the call tells
 * nothing about which applications exist (an id that is no id is refused before, with 400). A
 * right key of a company the CRM has suspended or closed is 403 with the reason: its people are
 * locked out, and so are its sites, until a platform admin reopens it.
 */
export async function authenticateSite(
  db: Db,
  request: FastifyRequest,
  applicationId: number | undefined,
): Promise<Site> {
  const header = request.headers[INGESTION_KEY_HEADER];
  const key = typeof header === 'string' ? header : undefined;
  if (!key || applicationId === undefined) throw new HttpProblem(401, { title: MSG.notSignedIn });
  const hash = hashKey(key);
  const [app] = await db
    .select({ id: applications.id, companyStatus: companies.status })
    .from(applications)
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(and(eq(applications.id, applicationId), eq(applications.ingestionKeyHash, hash)));
  if (!app) throw new HttpProblem(401, { title: MSG.notSignedIn });
  if (app.companyStatus !== 'Active') {
    throw new HttpProblem(403, { title: MSG.siteCompanyNotActive(app.companyStatus) });
  }
  return { applicationId: app.id, keyId: keyIdOf(hash) };
}
