import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { INGESTION_KEY_HEADER } from '#contract/events';
import { MSG } from '#contract/messages';
import { hashKey } from '#server/applications/write';
import type { Db } from '#server/db/client';
import { applications } from '#server/db/schema';
import { HttpProblem } from '#server/http/problem';

/**
 * Booking sites have no user token: the application's ingestion key is the credential. A
 * missing key, a wrong one or another application's key are the same 401, so the call tells
 * nothing about which applications exist (an id that is no id is refused before, with 400).
 */
export async function authenticateSite(
  db: Db,
  request: FastifyRequest,
  applicationId: number | undefined,
) {
  const header = request.headers[INGESTION_KEY_HEADER];
  const key = typeof header === 'string' ? header : undefined;
  if (!key || applicationId === undefined) throw new HttpProblem(401, { title: MSG.notSignedIn });
  const [app] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(eq(applications.id, applicationId), eq(applications.ingestionKeyHash, hashKey(key))),
    );
  if (!app) throw new HttpProblem(401, { title: MSG.notSignedIn });
}
