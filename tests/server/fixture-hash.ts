import { hashPassword } from '#server/auth/passwords';

const hashes = new Map<string, Promise<string>>();

/**
 * The stored hash of a fixture user's password, worked out once per test file and password:
 * argon2 is slow by design, and a user added for a test needs a hash the server accepts, not
 * a salt of its own. Sign-ins still verify it at the server's full cost.
 */
export function fixtureHash(password: string): Promise<string> {
  const known = hashes.get(password);
  if (known) return known;
  const made = hashPassword(password);
  hashes.set(password, made);
  return made;
}
