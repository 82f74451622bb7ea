import { createHash, randomBytes } from 'node:crypto';

/** RFC 7636: a 43-character verifier and its S256 challenge. */
export function newPkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export const newState = () => randomBytes(32).toString('base64url');
