import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { companies, users } from '#server/db/schema';

/** Whether the user has two-factor on, and whether the company they land in requires it. */
export async function secondFactorOf(db: Db, userId: number, companyId: number) {
  const [row] = await db
    .select({ enabled: users.twoFactorEnabled, required: companies.requires2FA })
    .from(users)
    .innerJoin(companies, eq(companies.id, companyId))
    .where(eq(users.id, userId));
  return { enabled: row?.enabled ?? false, required: row?.required ?? false };
}

export async function twoFactorUser(db: Db, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      secret: users.twoFactorSecret,
      enabled: users.twoFactorEnabled,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** A secret waiting for its first code; it takes effect only when confirmed. */
export async function storePendingSecret(db: Db, userId: number, secret: string) {
  await db
    .update(users)
    .set({ twoFactorSecret: secret, totpLastStep: null })
    .where(and(eq(users.id, userId), eq(users.twoFactorEnabled, false)));
}

/**
 * Marks a time step used, atomically: of two requests with the same code (or an older one)
 * only the first gets true, even across instances.
 */
export async function claimTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function setTwoFactorEnabled(db: Db, userId: number, enabled: boolean) {
  await db
    .update(users)
    .set(
      enabled
        ? { twoFactorEnabled: true }
        : { twoFactorEnabled: false, twoFactorSecret: null, totpLastStep: sql`null` },
    )
    .where(eq(users.id, userId));
}
