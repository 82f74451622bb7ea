import { randomBytes } from 'node:crypto';
import { argon2id, hash, verify } from 'argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password, { type: argon2id });
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown email, or a user who
 * signs in another way) a dummy hash is checked instead, so the answer takes as long.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const digest = stored ?? (await dummyHash);
  try {
    const ok = await verify(digest, password);
    return ok && stored !== null;
  } catch {
    // A malformed stored hash must not sign anyone in.
    return false;
  }
}

/** A readable random password for the first admin when none is configured. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
