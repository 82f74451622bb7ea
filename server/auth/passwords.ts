import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's recommended floor: 19 MiB, 2 passes, 1 lane. About 20 ms per
 * sign-in on one core (bench/argon2.mjs), so a small instance still signs dozens of users in
 * per second per core while an attacker pays 19 MiB and two passes for every guess.
 */
// The package's default algorithm is argon2id (its enum is a const enum, out of reach here).
export const ARGON2_PARAMS = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

/** True for hashes made with other parameters (e.g. by the former `argon2` package). */
export function needsRehash(stored: string): boolean {
  const { memoryCost: m, timeCost: t, parallelism: p } = ARGON2_PARAMS;
  return !stored.startsWith(`$argon2id$v=19$m=${m},t=${t},p=${p}$`);
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
