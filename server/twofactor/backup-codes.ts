import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { BACKUP_CODE_COUNT } from '#contract/twofactor';
import type { Db } from '#server/db/client';
import { backupCodes } from '#server/db/schema';

// No 0/o, 1/l/i: codes are read off paper and typed back.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/** Case, spaces and dashes do not matter when a code is typed back. */
export const normaliseBackupCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/**
 * About 50 bits of randomness each and the throttle in front make guessing hopeless, so a
 * salted SHA-256 is enough here; argon2 for ten codes per try would cost far more.
 */
const hashOf = (userId: number, code: string) =>
  createHash('sha256')
    .update(`${userId}:${normaliseBackupCode(code)}`)
    .digest('hex');

function newCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Replaces every code of the user with fresh ones, returned once in clear. */
export async function regenerateBackupCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, newCode);
  await db.transaction(async (tx) => {
    await tx.delete(backupCodes).where(eq(backupCodes.userId, userId));
    await tx
      .insert(backupCodes)
      .values(codes.map((code) => ({ userId, codeHash: hashOf(userId, code) })));
  });
  return codes;
}

/** Uses a code up atomically; false when unknown, already used, or raced. */
export async function spendBackupCode(db: Db, userId: number, code: string): Promise<boolean> {
  const rows = await db
    .update(backupCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(backupCodes.userId, userId),
        eq(backupCodes.codeHash, hashOf(userId, code)),
        isNull(backupCodes.usedAt),
      ),
    )
    .returning({ id: backupCodes.id });
  return rows.length === 1;
}

export async function backupCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(backupCodes)
    .where(and(eq(backupCodes.userId, userId), isNull(backupCodes.usedAt)));
  return row?.n ?? 0;
}

export async function deleteBackupCodes(db: Db, userId: number) {
  await db.delete(backupCodes).where(eq(backupCodes.userId, userId));
}
