import type { FastifyRequest } from 'fastify';
import type { TokenResponse } from '#contract/auth';
import { MSG } from '#contract/messages';
import { TWO_FACTOR_MSG } from '#contract/twofactor';
import { issueSession } from '#server/auth/sign-in';
import { signInAttempt } from '#server/auth/sign-in-log';
import { recordSuccess, throttleKeys } from '#server/auth/throttle';
import type { Db } from '#server/db/client';
import type { ServerConfig } from '#server/deps';
import { HttpProblem } from '#server/http/problem';
import { consumeStepToken, findStepToken, type StepPurpose } from './step-tokens';
import { twoFactorUser } from './store';
import type { Prover } from './verify';

const expired = () => new HttpProblem(400, { title: TWO_FACTOR_MSG.expiredStep });

/** The user behind a live step token; an unknown, used or expired token is refused. */
export async function stepUser(
  db: Db,
  request: FastifyRequest,
  token: string,
  purpose: StepPurpose,
  bodyApplicationId: number | undefined,
) {
  const step = await findStepToken(db, token, purpose);
  const user = step && (await twoFactorUser(db, step.userId));
  if (!step || !user) throw expired();
  const prover: Prover = {
    userId: step.userId,
    secret: user.secret,
    keys: throttleKeys(user.email, request.ip),
  };
  const appId = bodyApplicationId ?? step.detail.applicationId ?? undefined;
  const attempt = signInAttempt(request, step.detail.method, appId);
  return { prover, signIn: { attempt, email: user.email } };
}

/** The code step of a sign-in: prove a code, then `finish` uses the token up and issues tokens. */
export async function signInStep(
  db: Db,
  request: FastifyRequest,
  token: string,
  bodyApplicationId: number | undefined,
) {
  const { prover, signIn } = await stepUser(db, request, token, 'two-factor', bodyApplicationId);
  return {
    prover,
    signIn,
    async finish(config: ServerConfig, secondFactor: 'totp' | 'backup'): Promise<TokenResponse> {
      if (!(await consumeStepToken(db, token, 'two-factor'))) throw expired();
      await recordSuccess(db, prover.keys);
      const tokens = await issueSession(db, config, prover.userId, signIn.attempt, secondFactor);
      if (!tokens) throw new HttpProblem(400, { title: MSG.wrongCredentials });
      return tokens;
    },
  };
}
