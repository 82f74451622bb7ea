import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SignInAttempt } from '#server/auth/sign-in-log';
import type { Db } from '#server/db/client';
import { oneTimeTokens } from '#server/db/schema';

/**
 * The step between the first factor and the second: 'two-factor' waits for a code,
 * 'two-factor-setup' for the setup that the company requires. Five minutes, single use.
 */
export type StepPurpose = 'two-factor' | 'two-factor-setup';
export const STEP_TTL_MS = 5 * 60_000;

/** What the first step knew, carried to the second in the token's detail. */
type StepDetail = { method: SignInAttempt['method']; applicationId: number | null };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueStepToken(
  db: Db,
  userId: number,
  purpose: StepPurpose,
  attempt: SignInAttempt,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const detail: StepDetail = { method: attempt.method, applicationId: attempt.applicationId };
  await db.insert(oneTimeTokens).values({
    tokenHash: hashOf(token),
    userId,
    purpose,
    detail: JSON.stringify(detail),
    expiresAt: new Date(Date.now() + STEP_TTL_MS),
  });
  return token;
}

export type StepToken = { id: number; userId: number; detail: StepDetail };

const live = (token: string, purpose: StepPurpose) =>
  and(
    eq(oneTimeTokens.tokenHash, hashOf(token)),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, new Date()),
  );

/** A live token, not used up: a wrong code may be retried with it. */
export async function findStepToken(db: Db, token: string, purpose: StepPurpose) {
  const [row] = await db
    .select({ id: oneTimeTokens.id, userId: oneTimeTokens.userId, detail: oneTimeTokens.detail })
    .from(oneTimeTokens)
    .where(live(token, purpose));
  return row ? { id: row.id, userId: row.userId, detail: parseDetail(row.detail) } : undefined;
}

/** Uses the token up atomically; false when a racing request got there first. */
export async function consumeStepToken(db: Db, token: string, purpose: StepPurpose) {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(live(token, purpose))
    .returning({ id: oneTimeTokens.id });
  return rows.length === 1;
}

function parseDetail(text: string | null): StepDetail {
  try {
    const value = JSON.parse(text ?? '{}') as Partial<StepDetail>;
    return { method: value.method ?? 'password', applicationId: value.applicationId ?? null };
  } catch {
    return { method: 'password', applicationId: null };
  }
}
