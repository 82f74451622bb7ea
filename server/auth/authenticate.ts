import type { FastifyRequest } from 'fastify';
import { MSG } from '#contract/messages';
import { HttpProblem } from '#server/http/problem';
import { type Principal, verifyAccessToken } from './tokens';

/**
 * The one place a request proves who sent it: a valid bearer access token, or a 401 that
 * makes the client refresh and retry. Permission checks (requireAccess) build on this.
 */
export async function authenticate(request: FastifyRequest, jwtSecret: string): Promise<Principal> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const principal = match?.[1] ? await verifyAccessToken(match[1], jwtSecret) : undefined;
  if (!principal) throw new HttpProblem(401, { title: MSG.notSignedIn });
  return principal;
}
