import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client';
import { applications, memberships, signIns } from '#server/db/schema';

/** How the user proved who they are; recorded with every sign-in. */
export type SignInMethod = 'password' | 'google' | 'facebook' | 'twitter' | 'totp' | 'backup';

/** Where an attempt came from; every sign-in endpoint builds one with signInAttempt(). */
export type SignInAttempt = {
  /** The first factor; the second ('totp', 'backup') is appended when there is one. */
  method: SignInMethod | 'unspecified';
  ip: string | null;
  userAgent: string | null;
  applicationId: number | null;
};

const USER_AGENT_MAX = 500;

/** The application comes from the body's applicationId or the x-application-id header. */
export function signInAttempt(
  request: FastifyRequest,
  method: SignInAttempt['method'],
  bodyApplicationId?: number,
): SignInAttempt {
  const header = request.headers['x-application-id'];
  const fromHeader = typeof header === 'string' && /^\d{1,9}$/.test(header) ? Number(header) : null;
  const userAgent = request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null;
  return {
    method,
    ip: request.ip || null,
    userAgent,
    applicationId: bodyApplicationId ?? fromHeader,
  };
}

export type SignInOutcome = {
  success: boolean;
  userId?: number | null;
  email?: string | null;
  companyId?: number | null;
  /** The second factor used, if any: recorded as e.g. 'password+totp'. */
  secondFactor?: 'totp' | 'backup';
};

/** One row per attempt, successful or not: the login history of the users screen. */
export async function recordSignIn(db: Db, attempt: SignInAttempt, outcome: SignInOutcome) {
  const [row] = await db
    .insert(signIns)
    .values({
      userId: outcome.userId ?? null,
      companyId: outcome.companyId ?? null,
      applicationId: await existingApplication(db, attempt.applicationId),
      email: outcome.email?.slice(0, 254) ?? null,
      method: outcome.secondFactor ? `${attempt.method}+${outcome.secondFactor}` : attempt.method,
      success: outcome.success,
      ip: attempt.ip?.slice(0, 64) ?? null,
      userAgent: attempt.userAgent,
    })
    .returning({ at: signIns.createdAt });
  const { userId, companyId } = outcome;
  if (!row || !outcome.success || !userId || !companyId) return;
  // The users grid shows and sorts by this copy; sign_ins alone would need a subquery per member.
  await db
    .update(memberships)
    .set({ lastLoginAt: row.at })
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
}

/** A client may send any number; only a real application is kept (the column is a foreign key). */
async function existingApplication(db: Db, id: number | null): Promise<number | null> {
  if (id === null) return null;
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.id, id));
  return row?.id ?? null;
}
