import { initServer } from '@ts-rest/fastify';
import { authContract } from '#contract/auth';
import { DEFAULT_DATE_FORMAT, DEFAULT_DATE_TIME_FORMAT } from '#contract/constants';
import { MSG } from '#contract/messages';
import type { AppDeps } from '#server/deps';
import { HttpProblem } from '#server/http/problem';
import { authenticate } from './authenticate';
import { verifyPassword } from './passwords';
import { completeSignIn } from './sign-in';
import {
  companyApplications,
  findUserByEmail,
  loadProfile,
  membershipOf,
  permissionNames,
  revokeRefreshToken,
} from './store';

const s = initServer();

export function authRouter({ db: { db }, config }: AppDeps) {
  return s.router(authContract, {
    token: async ({ body }) => {
      const user = await findUserByEmail(db, body.username);
      // Always verify, against a dummy hash when the user is unknown: same answer, same time.
      const ok = await verifyPassword(user?.passwordHash ?? null, body.password);
      const tokens = user && ok ? await completeSignIn(db, config, user) : undefined;
      if (!tokens) return { status: 400, body: { title: MSG.wrongCredentials } };
      return { status: 200, body: tokens };
    },

    logout: async ({ body }) => {
      await revokeRefreshToken(db, body.refreshToken);
      return { status: 204, body: undefined };
    },

    activeUser: async ({ request }) => {
      const { userId, companyId } = await authenticate(request, config.jwtSecret);
      const membership = await membershipOf(db, userId, companyId);
      const profile = membership ? await loadProfile(db, userId, companyId) : undefined;
      // Removed from the company since the token was issued: the session is over.
      if (!membership || !profile) throw new HttpProblem(401, { title: MSG.notSignedIn });
      const displayName = `${profile.firstName} ${profile.lastName}`.trim() || profile.email;
      return {
        status: 200,
        body: {
          companyId,
          userId,
          permissions: await permissionNames(db, membership.roleId),
          dateFormat: profile.dateFormat ?? DEFAULT_DATE_FORMAT,
          dateTimeFormat: profile.dateTimeFormat ?? DEFAULT_DATE_TIME_FORMAT,
          displayName,
          email: profile.email,
          companyName: profile.companyName,
          companyLogo: profile.companyLogo,
          isPlatformAdmin: profile.isPlatformAdmin,
          applications: await companyApplications(db, companyId),
        },
      };
    },
  });
}
