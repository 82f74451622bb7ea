/** Text no request should turn into a 500: control characters, ids that are not ids, sizes. */
export const HOSTILE_TEXT: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'fuzz@example.com\u0000',
  '\u0007\u0008',
  '\u001b[31mred',
  'line\r\nbreak',
  '\u0085\u009f',
  '\ud800',
  '😀',
  '+1',
  '0x10',
  '1e3',
  '01',
  '-0',
  '-1',
  '0',
  '1.5',
  '2147483647',
  '2147483648',
  '4294967296',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  'null',
  '[]',
  '{}',
  "'; drop table users; --",
  '%00',
  '%E0%A4%A',
  '../../etc/passwd',
  'x'.repeat(300),
  'y'.repeat(70_000),
];

/** Numbers beyond every column, fractions where whole numbers go, the int4 edge. */
export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  1e-300,
];

/** Values of the wrong JSON type for any field. */
export const WRONG_TYPES: readonly unknown[] = [null, true, false, [], {}, [1], { a: 1 }, 'x', 7];

/** Ids that exist in the seeded demo data, so some requests get past the "not found". */
export const PLAUSIBLE_IDS: readonly number[] = [1, 2, 3, 4, 5, 1001, 1013];

/** Path and query ids that are not ids: signs, hex, exponents, leading zeros, beyond int4. */
export const HOSTILE_IDS: readonly string[] = [
  '0',
  '-1',
  '+1',
  '0x10',
  '1e3',
  '01',
  '-0',
  '1.0',
  '2147483648',
  '4294967296',
  '99999999999999999999999',
];
