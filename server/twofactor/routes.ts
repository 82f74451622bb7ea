import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import { MSG } from '#contract/messages';
import { TWO_FACTOR_MSG, twoFactorContract } from '#contract/twofactor';
import { authenticateSession } from '#server/auth/authenticate';
import { issueSession } from '#server/auth/sign-in';
import { recordSuccess, throttleKeys } from '#server/auth/throttle';
import type { AppDeps } from '#server/deps';
import { HttpProblem } from '#server/http/problem';
import { backupCodesLeft, deleteBackupCodes, regenerateBackupCodes } from './backup-codes';
import { qrSvg } from './qr';
import { signInStep, stepUser } from './sign-in-step';
import { consumeStepToken } from './step-tokens';
import { secondFactorOf, setTwoFactorEnabled, storePendingSecret, twoFactorUser } from './store';
import { newTotpSecret, otpauthUri } from './totp';
import { looksLikeTotp, type Prover, proveBackupCode, proveTotp } from './verify';

const s = initServer();
const ISSUER = 'Waypoint Console';
const bad = (title: string) => new HttpProblem(400, { title });

export function twoFactorRouter({ db: { db }, config }: AppDeps) {
  /** The signed-in user's own two-factor state, for the account page. */
  async function accountUser(request: FastifyRequest) {
    // Set up from the account page, the bearer token is checked here; elsewhere, by the gate.
    const { userId, companyId } =
      request.principal ?? (await authenticateSession(request, db, config.jwtSecret));
    const user = await twoFactorUser(db, userId);
    if (!user) throw new HttpProblem(401, { title: MSG.notSignedIn });
    const prover: Prover = {
      userId,
      secret: user.secret,
      keys: throttleKeys(user.email, request.ip),
    };
    return { userId, companyId, user, prover };
  }

  /** Setup runs for a sign-in (setupToken) or from the account page (bearer token). */
  async function setupUser(request: FastifyRequest, setupToken?: string, applicationId?: number) {
    if (!setupToken) return { prover: (await accountUser(request)).prover, signIn: undefined };
    return stepUser(db, request, setupToken, 'two-factor-setup', applicationId);
  }

  return s.router(twoFactorContract, {
    verifyCode: async ({ request, body }) => {
      const step = await signInStep(db, request, body.twoFactorToken, body.applicationId);
      await proveTotp(db, step.prover, body.code, step.signIn);
      return { status: 200, body: await step.finish(config, 'totp') };
    },

    verifyBackupCode: async ({ request, body }) => {
      const step = await signInStep(db, request, body.twoFactorToken, body.applicationId);
      await proveBackupCode(db, step.prover, body.backupCode, step.signIn);
      return { status: 200, body: await step.finish(config, 'backup') };
    },

    setupBegin: async ({ request, body }) => {
      const { prover } = await setupUser(request, body.setupToken);
      const user = await twoFactorUser(db, prover.userId);
      if (!user) throw bad(TWO_FACTOR_MSG.expiredStep);
      if (user.enabled) throw bad(TWO_FACTOR_MSG.alreadyEnabled);
      const secret = newTotpSecret();
      await storePendingSecret(db, prover.userId, secret);
      const uri = otpauthUri(secret, user.email, ISSUER);
      return { status: 200, body: { secret, otpauthUri: uri, qrSvg: await qrSvg(uri) } };
    },

    setupConfirm: async ({ request, body }) => {
      const { setupToken, applicationId } = body;
      const { prover, signIn } = await setupUser(request, setupToken, applicationId);
      const user = await twoFactorUser(db, prover.userId);
      if (!user) throw bad(TWO_FACTOR_MSG.expiredStep);
      if (user.enabled) throw bad(TWO_FACTOR_MSG.alreadyEnabled);
      if (!user.secret) throw bad(TWO_FACTOR_MSG.setupNotStarted);
      await proveTotp(db, { ...prover, secret: user.secret }, body.code, signIn);
      if (setupToken && !(await consumeStepToken(db, setupToken, 'two-factor-setup'))) {
        throw bad(TWO_FACTOR_MSG.expiredStep);
      }
      await recordSuccess(db, prover.keys);
      await setTwoFactorEnabled(db, prover.userId, true);
      const backupCodes = await regenerateBackupCodes(db, prover.userId);
      if (!signIn) return { status: 200, body: { backupCodes, tokens: null } };
      const tokens = await issueSession(db, config, prover.userId, signIn.attempt, 'totp');
      if (!tokens) throw bad(MSG.wrongCredentials);
      return { status: 200, body: { backupCodes, tokens } };
    },

    status: async ({ request }) => {
      const { userId, companyId, user } = await accountUser(request);
      const { required } = await secondFactorOf(db, userId, companyId);
      const left = user.enabled ? await backupCodesLeft(db, userId) : 0;
      return { status: 200, body: { enabled: user.enabled, required, backupCodesLeft: left } };
    },

    disable: async ({ request, body }) => {
      const { userId, companyId, user, prover } = await accountUser(request);
      if (!user.enabled) throw bad(TWO_FACTOR_MSG.notEnabled);
      const { required } = await secondFactorOf(db, userId, companyId);
      if (required) throw bad(TWO_FACTOR_MSG.requiredByCompany);
      if (looksLikeTotp(body.code)) await proveTotp(db, prover, body.code);
      else await proveBackupCode(db, prover, body.code);
      await recordSuccess(db, prover.keys);
      await setTwoFactorEnabled(db, userId, false);
      await deleteBackupCodes(db, userId);
      return { status: 204, body: undefined };
    },

    regenerateBackupCodes: async ({ request, body }) => {
      const { userId, user, prover } = await accountUser(request);
      if (!user.enabled) throw bad(TWO_FACTOR_MSG.notEnabled);
      await proveTotp(db, prover, body.code);
      await recordSuccess(db, prover.keys);
      return { status: 200, body: { backupCodes: await regenerateBackupCodes(db, userId) } };
    },
  });
}
