import { TWO_FACTOR_MSG } from '#contract/twofactor';
import { recordSignIn, type SignInAttempt } from '#server/auth/sign-in-log';
import { recordFailure, type ThrottleKey, throttled } from '#server/auth/throttle';
import type { Db } from '#server/db/client';
import { HttpProblem } from '#server/http/problem';
import { normaliseBackupCode, spendBackupCode } from './backup-codes';
import { claimTotpStep } from './store';
import { matchTotp } from './totp';

/** Who is proving a code: the throttle keys count their failures. */
export type Prover = { userId: number; secret: string | null; keys: ThrottleKey[] };

/** When the code is part of a sign-in, its failures are recorded in the login history too. */
export type SignInContext = { attempt: SignInAttempt; email: string };

/** Refuses at once while the account or the IP has to wait. */
export async function ensureNotThrottled(db: Db, prover: Prover, signIn?: SignInContext) {
  const refusal = await throttled(db, prover.keys);
  if (!refusal) return;
  if (signIn)
    await recordSignIn(db, signIn.attempt, {
      success: false,
      userId: prover.userId,
      email: signIn.email,
    });
  throw refusal;
}

async function fail(
  db: Db,
  prover: Prover,
  message: string,
  signIn: SignInContext | undefined,
  secondFactor: 'totp' | 'backup',
): Promise<never> {
  if (signIn) {
    const { attempt, email } = signIn;
    await recordSignIn(db, attempt, { success: false, userId: prover.userId, email, secondFactor });
  }
  throw (await recordFailure(db, prover.keys)) ?? new HttpProblem(400, { title: message });
}

/** A TOTP code of the current secret, within ±1 step, never used before; throws otherwise. */
export async function proveTotp(db: Db, prover: Prover, code: string, signIn?: SignInContext) {
  await ensureNotThrottled(db, prover, signIn);
  const step = prover.secret ? matchTotp(prover.secret, code) : undefined;
  if (step === undefined) return fail(db, prover, TWO_FACTOR_MSG.invalidCode, signIn, 'totp');
  if (!(await claimTotpStep(db, prover.userId, step))) {
    return fail(db, prover, TWO_FACTOR_MSG.reusedCode, signIn, 'totp');
  }
}

/** A backup code not used before; it is used up. Throws otherwise. */
export async function proveBackupCode(
  db: Db,
  prover: Prover,
  code: string,
  signIn?: SignInContext,
) {
  await ensureNotThrottled(db, prover, signIn);
  const valid =
    normaliseBackupCode(code).length > 0 && (await spendBackupCode(db, prover.userId, code));
  if (!valid) return fail(db, prover, TWO_FACTOR_MSG.invalidBackupCode, signIn, 'backup');
}

/** Six digits are a TOTP code; anything else is taken as a backup code. */
export const looksLikeTotp = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));
