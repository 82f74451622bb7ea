import { randomInt } from 'node:crypto';
import { CODE_ALPHABET } from '#contract/promo-codes';

/** `count` random codes: the prefix, then `length` characters of the alphabet. */
export function randomCodes(count: number, prefix: string, length: number): string[] {
  const codes: string[] = [];
  for (let n = 0; n < count; n++) {
    let code = prefix;
    for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    codes.push(code);
  }
  return codes;
}
