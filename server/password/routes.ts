import { initServer } from '@ts-rest/fastify';
import { PASSWORD_TEXT, passwordContract } from '#contract/password';
import { hashPassword } from '#server/auth/passwords';
import type { AppDeps } from '#server/deps';
import { enqueuePasswordReset } from '#server/outbox/enqueue';
import { consumeOneTimeToken, retireOneTimeTokens } from './one-time-tokens';
import { mayMailReset } from './request-limit';
import { findUserIdByEmail, revokeSessions, setPasswordHash } from './store';

const s = initServer();

export function passwordRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(passwordContract, {
    forgottenPassword: async ({ body, request }) => {
      const allowed = await mayMailReset(db, body.email, request.ip || null);
      const user = allowed ? await findUserIdByEmail(db, body.email) : undefined;
      if (user) {
        await enqueuePasswordReset(db, user.id);
      }
      // The same answer whether or not the address has an account, and past the limit.
      return { status: 200, body: { message: PASSWORD_TEXT.resetRequested } };
    },

    resetPassword: async ({ body }) => {
      const used = await consumeOneTimeToken(db, body.token, 'password-reset');
      if (!used) return { status: 400, body: { title: PASSWORD_TEXT.resetLinkInvalid } };
      await setPasswordHash(db, used.userId, await hashPassword(body.password));
      // Whoever knew the old password (or holds a stolen session) is signed out everywhere.
      await revokeSessions(db, used.userId);
      await retireOneTimeTokens(db, used.userId, 'password-reset');
      return { status: 200, body: { message: PASSWORD_TEXT.passwordReset } };
    },
  });
}
