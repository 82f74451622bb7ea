import type { FastifyRequest } from 'fastify';
import { MSG } from '#contract/messages';
import type { Db } from '#server/db/client';
import { HttpProblem } from '#server/http/problem';
import { sessionAlive } from './live-session';
import { type Principal, verifyAccessToken } from './tokens';

const notSignedIn = () => new HttpProblem(401, { title: MSG.notSignedIn });

/**
 * A valid bearer access token, or a 401 that makes the client refresh and retry. This alone
 * does not know whether the session has ended since: the caller's own query must join
 * liveSession (decide does), or call authenticateSession instead.
 */
export async function authenticate(request: FastifyRequest, jwtSecret: string): Promise<Principal> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const principal = match?.[1] ? await verifyAccessToken(match[1], jwtSecret) : undefined;
  if (!principal) throw notSignedIn();
  return principal;
}

/** A valid access token of a session that is still going (not signed out, not revoked). */
export async function authenticateSession(
  request: FastifyRequest,
  db: Db,
  jwtSecret: string,
): Promise<Principal> {
  const principal = await authenticate(request, jwtSecret);
  if (!(await sessionAlive(db, principal))) throw notSignedIn();
  return principal;
}
