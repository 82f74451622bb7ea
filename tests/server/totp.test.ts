import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  matchTotp,
  newTotpSecret,
  otpauthUri,
  totpAt,
} from '#server/twofactor/totp';

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890"; the apps use the last 6 digits.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));
const VECTORS: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('gives the RFC code at %i s', (seconds, code) => {
    expect(totpAt(RFC_SECRET, Math.floor(seconds / 30))).toBe(code);
  });

  it('accepts the previous, current and next step and nothing further', () => {
    const now = 1234567890 * 1000;
    const step = Math.floor(now / 30000);
    for (const delta of [-1, 0, 1]) {
      expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, step + delta), now)).toBe(step + delta);
    }
    for (const delta of [-3, -2, 2, 3]) {
      expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, step + delta), now)).toBeUndefined();
    }
  });

  it('ignores spaces in a typed code and refuses other lengths', () => {
    const now = 59_000;
    expect(matchTotp(RFC_SECRET, '287 082', now)).toBe(1);
    expect(matchTotp(RFC_SECRET, '28708', now)).toBeUndefined();
  });

  it('round-trips base32 and makes 160-bit secrets', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    expect(base32Decode(secret)).toHaveLength(20);
  });

  it('builds an otpauth URI an authenticator app reads', () => {
    const uri = new URL(otpauthUri('ABCDEF', 'ann@x.test', 'Waypoint Console'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Waypoint Console:ann@x.test');
    expect(uri.searchParams.get('secret')).toBe('ABCDEF');
    expect(uri.searchParams.get('issuer')).toBe('Waypoint Console');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });
});
