import { initServer } from '@ts-rest/fastify';
import { ACCOUNT_TEXT, accountContract } from '#contract/account';
import { MSG } from '#contract/messages';
import { principalOf } from '#server/access/index';
import { hashPassword, verifyPassword } from '#server/auth/passwords';
import { hashRefreshToken } from '#server/auth/tokens';
import type { AppDeps } from '#server/deps';
import { storeFile } from '#server/files/store';
import { HttpProblem } from '#server/http/problem';
import { readImageUpload } from '#server/http/upload';
import { fieldError } from '#server/kit/index';
import { enqueueVerification } from '#server/outbox/enqueue';
import { consumeOneTimeToken } from '#server/password/one-time-tokens';
import { revokeSessions, setPasswordHash } from '#server/password/store';
import {
  confirmEmail,
  loadPasswordHash,
  loadSettings,
  setProfilePicture,
  updateSettings,
} from './store';

const s = initServer();

const gone = () => new HttpProblem(401, { title: MSG.notSignedIn });

export function accountRouter(deps: AppDeps) {
  const { db } = deps.db;

  return s.router(accountContract, {
    generalSettings: async ({ request }) => {
      const { userId } = principalOf(request);
      const settings = await loadSettings(db, userId);
      if (!settings) throw gone();
      return { status: 200, body: settings };
    },

    updateGeneralSettings: async ({ request, body }) => {
      const { userId } = principalOf(request);
      const settings = await updateSettings(db, userId, body);
      if (!settings) throw gone();
      return { status: 200, body: settings };
    },

    changePassword: async ({ request, body }) => {
      const { userId } = principalOf(request);
      const ok = await verifyPassword(await loadPasswordHash(db, userId), body.currentPassword);
      if (!ok) {
        throw fieldError('currentPassword', ACCOUNT_TEXT.wrongCurrentPassword);
      }
      await setPasswordHash(db, userId, await hashPassword(body.newPassword));
      // Other devices signed in with the old password are signed out; this one stays.
      const keep = body.refreshToken ? hashRefreshToken(body.refreshToken) : undefined;
      await revokeSessions(db, userId, keep);
      return { status: 200, body: { message: ACCOUNT_TEXT.passwordChanged } };
    },

    uploadProfilePicture: async ({ request }) => {
      const { userId } = principalOf(request);
      const upload = await readImageUpload(request, ACCOUNT_TEXT.pictureRejected);
      const profilePictureUrl = await storeFile(db, upload);
      await setProfilePicture(db, userId, profilePictureUrl);
      return { status: 200, body: { profilePictureUrl } };
    },

    sendEmailVerification: async ({ request, params }) => {
      const { userId } = principalOf(request);
      const settings = await loadSettings(db, userId);
      if (!settings) throw gone();
      if (settings.email.toLowerCase() !== params.email.trim().toLowerCase()) {
        return { status: 400, body: { title: ACCOUNT_TEXT.notYourEmail } };
      }
      if (settings.emailConfirmed) {
        return { status: 400, body: { title: ACCOUNT_TEXT.alreadyConfirmed } };
      }
      await enqueueVerification(db, userId, settings.email);
      return { status: 200, body: { message: ACCOUNT_TEXT.verificationSent } };
    },

    confirmEmail: async ({ params }) => {
      const used = await consumeOneTimeToken(db, params.token, 'email-verify');
      const confirmed = used?.detail ? await confirmEmail(db, used.userId, used.detail) : false;
      if (!confirmed) return { status: 400, body: { title: ACCOUNT_TEXT.verificationInvalid } };
      return { status: 200, body: { message: ACCOUNT_TEXT.emailConfirmed } };
    },
  });
}
