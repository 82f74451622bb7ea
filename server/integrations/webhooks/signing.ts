import { createHmac, randomBytes } from 'node:crypto';

/** A fresh signing secret: 32 random bytes, prefixed so a leaked one is recognisable. */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** `v1=` HMAC-SHA256 of `<t>.<body>`, hex. */
export const signatureOf = (secret: string, t: number, body: string) =>
  createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

/**
 * The `x-waypoint-signature` header: `t=<unix seconds>,v1=<hex>`, with a second `v1=` by the
 * previous secret while a rotation's overlap lasts, so a receiver still on it keeps verifying.
 */
export function signatureHeader(secrets: readonly string[], t: number, body: string): string {
  return [`t=${t}`, ...secrets.map((s) => `v1=${signatureOf(s, t, body)}`)].join(',');
}
