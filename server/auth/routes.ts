import { initServer } from '@ts-rest/fastify';
import { authContract } from '#contract/auth';
import { MSG } from '#contract/messages';
import { principalOf } from '#server/access/index';
import type { AppDeps } from '#server/deps';
import { HttpProblem } from '#server/http/problem';
import { activeUserIn } from '#server/session/active-user';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { completeSignIn } from './sign-in';
import { recordSignIn, signInAttempt } from './sign-in-log';
import { findUserByEmail, revokeRefreshToken, updatePasswordHash } from './store';
import { attemptSucceeded, reserveAttempt, throttleKeys } from './throttle';

const s = initServer();

export function authRouter({ db: { db }, config }: AppDeps) {
  return s.router(authContract, {
    token: async ({ request, body }) => {
      const attempt = signInAttempt(request, 'password', body.applicationId);
      const keys = throttleKeys(body.username, attempt.ip);
      const user = await findUserByEmail(db, body.username);
      const failed = { success: false, userId: user?.id, email: body.username };
      // Counted before the password is checked, so parallel guesses cannot outrun the count.
      const reserved = await reserveAttempt(db, keys);
      if (!reserved.granted) {
        await recordSignIn(db, attempt, failed);
        throw reserved.refusal;
      }
      // Always verify, against a dummy hash when the user is unknown: same answer, same time.
      const ok = await verifyPassword(user?.passwordHash ?? null, body.password);
      if (!user || !ok) {
        await recordSignIn(db, attempt, failed);
        throw reserved.slot.refusal ?? new HttpProblem(400, { title: MSG.wrongCredentials });
      }
      await attemptSucceeded(db, reserved.slot);
      if (user.passwordHash && needsRehash(user.passwordHash)) {
        await updatePasswordHash(db, user.id, await hashPassword(body.password));
      }
      const tokens = await completeSignIn(db, config, user, attempt);
      if (!tokens) return { status: 400, body: { title: MSG.wrongCredentials } };
      return { status: 200, body: tokens };
    },

    logout: async ({ body }) => {
      await revokeRefreshToken(db, body.refreshToken);
      return { status: 204, body: undefined };
    },

    activeUser: async ({ request }) => {
      const { userId, companyId } = principalOf(request);
      const user = await activeUserIn(db, userId, companyId);
      // Removed from the company since the token was issued: the session is over.
      if (!user) throw new HttpProblem(401, { title: MSG.notSignedIn });
      return { status: 200, body: user };
    },
  });
}
