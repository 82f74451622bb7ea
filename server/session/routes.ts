import { initServer } from '@ts-rest/fastify';
import type { FastifyBaseLogger } from 'fastify';
import { MSG } from '#contract/messages';
import { SESSION_MSG, sessionContract } from '#contract/session';
import { principalOf } from '#server/access/index';
import { membershipOf } from '#server/auth/store';
import type { Db } from '#server/db/client';
import type { AppDeps } from '#server/deps';
import { principalIgnoringExpiry } from './access-token';
import { activeUserIn } from './active-user';
import { continueSession } from './issue';
import { accountCompanies, consumeRefreshToken, rememberCompany, revokeFamily } from './store';

const s = initServer();
const ended = { status: 401, body: { title: SESSION_MSG.sessionEnded } } as const;

/**
 * Spends the refresh token of a request that proved its user with an access token. A dead
 * token presented again means it leaked (or a device replayed it): its whole family dies.
 */
async function spend(
  db: Db,
  log: FastifyBaseLogger,
  userId: number,
  refreshToken: string,
  graceMs: number,
) {
  const spent = await consumeRefreshToken(db, refreshToken, graceMs);
  if (spent.kind === 'reused') {
    const revoked = await revokeFamily(db, spent.familyId);
    log.warn(
      { userId: spent.userId, familyId: spent.familyId, revoked },
      'a dead refresh token was presented again; its session is revoked',
    );
    return undefined;
  }
  if (spent.kind === 'unknown') return undefined;
  if (spent.token.userId !== userId) {
    log.warn({ userId, owner: spent.token.userId }, 'refresh token presented by another user');
    return undefined;
  }
  return spent.token;
}

export function sessionRouter({ db: { db }, config }: AppDeps) {
  const graceMs = config.refreshReuseGraceSeconds * 1000;
  return s.router(sessionContract, {
    refreshToken: async ({ body, request }) => {
      const principal = await principalIgnoringExpiry(body.accessToken, config.jwtSecret);
      if (!principal) return ended;
      const token = await spend(db, request.log, principal.userId, body.refreshToken, graceMs);
      const tokens = token && (await continueSession(db, config, token, token.familyId));
      return tokens ? { status: 200, body: tokens } : ended;
    },

    switchToken: async ({ body, request }) => {
      const principal = await principalIgnoringExpiry(body.accessToken, config.jwtSecret);
      if (!principal) return ended;
      // Refused before the refresh token is spent, so the current session goes on.
      if (!(await membershipOf(db, principal.userId, body.companyId))) {
        return { status: 403, body: { title: SESSION_MSG.notMember } };
      }
      const token = await spend(db, request.log, principal.userId, body.refreshToken, graceMs);
      if (!token) return ended;
      const target = { userId: token.userId, companyId: body.companyId };
      const tokens = await continueSession(db, config, target, token.familyId);
      if (!tokens) return ended;
      await rememberCompany(db, token.userId, body.companyId);
      return { status: 200, body: tokens };
    },

    activeUserOf: async ({ params, request }) => {
      const { userId } = principalOf(request);
      const user = await activeUserIn(db, userId, params.companyId);
      if (!user) return { status: 403, body: { title: SESSION_MSG.notMember } };
      return { status: 200, body: user };
    },

    companies: async ({ request }) => {
      const { userId, companyId } = principalOf(request);
      const rows = await accountCompanies(db, userId);
      if (!rows.some((row) => row.id === companyId)) {
        return { status: 401, body: { title: MSG.notSignedIn } };
      }
      return {
        status: 200,
        body: rows.map(({ id, name, logoUrl }) => ({
          id,
          name,
          logoUrl,
          selected: id === companyId,
        })),
      };
    },
  });
}
