import { TWO_FACTOR_MSG } from '#contract/twofactor';
import { recordSignIn, type SignInAttempt } from '#server/auth/sign-in-log';
import {
  attemptSucceeded,
  reserveAttempt,
  type Slot,
  type ThrottleKey,
} from '#server/auth/throttle';
import type { Db } from '#server/db/client';
import { HttpProblem } from '#server/http/problem';
import { normaliseBackupCode, spendBackupCode } from './backup-codes';
import { claimTotpStep } from './store';
import { matchTotp } from './totp';

/** Who is proving a code: the throttle keys count their failures. */
export type Prover = { userId: number; secret: string | null; keys: ThrottleKey[] };

/** When the code is part of a sign-in, its failures are recorded in the login history too. */
export type SignInContext = { attempt: SignInAttempt; email: string };

/**
 * Counts the attempt before the code is checked; refuses at once (checking nothing) while the
 * account or the IP has to wait.
 */
async function reserve(db: Db, prover: Prover, signIn?: SignInContext): Promise<Slot> {
  const reserved = await reserveAttempt(db, prover.keys);
  if (reserved.granted) return reserved.slot;
  if (signIn)
    await recordSignIn(db, signIn.attempt, {
      success: false,
      userId: prover.userId,
      email: signIn.email,
    });
  throw reserved.refusal;
}

async function fail(
  db: Db,
  prover: Prover,
  slot: Slot,
  message: string,
  signIn: SignInContext | undefined,
  secondFactor: 'totp' | 'backup',
): Promise<never> {
  if (signIn) {
    const { attempt, email } = signIn;
    await recordSignIn(db, attempt, { success: false, userId: prover.userId, email, secondFactor });
  }
  throw slot.refusal ?? new HttpProblem(400, { title: message });
}

/** A TOTP code of the current secret, within ±1 step, never used before; throws otherwise. */
export async function proveTotp(db: Db, prover: Prover, code: string, signIn?: SignInContext) {
  const slot = await reserve(db, prover, signIn);
  const step = prover.secret ? matchTotp(prover.secret, code) : undefined;
  if (step === undefined) return fail(db, prover, slot, TWO_FACTOR_MSG.invalidCode, signIn, 'totp');
  if (!(await claimTotpStep(db, prover.userId, step))) {
    return fail(db, prover, slot, TWO_FACTOR_MSG.reusedCode, signIn, 'totp');
  }
  await attemptSucceeded(db, slot);
}

/** A backup code not used before; it is used up. Throws otherwise. */
export async function proveBackupCode(
  db: Db,
  prover: Prover,
  code: string,
  signIn?: SignInContext,
) {
  const slot = await reserve(db, prover, signIn);
  const valid =
    normaliseBackupCode(code).length > 0 && (await spendBackupCode(db, prover.userId, code));
  if (!valid) return fail(db, prover, slot, TWO_FACTOR_MSG.invalidBackupCode, signIn, 'backup');
  await attemptSucceeded(db, slot);
}

/** Six digits are a TOTP code; anything else is taken as a backup code. */
export const looksLikeTotp = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));
