import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { normalisePlace } from '#contract/pricing-engine/normalise';

/**
 * The characters normalisePlace changes one for one (accented letters, capitals of the Latin,
 * Greek and Cyrillic alphabets, white space) and those it drops (accents on their own), as
 * translate()'s two lists. Derived from normalisePlace itself, so the SQL below keys a name as
 * the stored `location_names.key` was keyed; PostgreSQL has no unaccent without an extension,
 * and lower() alone folds only ASCII under the C locale.
 *
 * translate() looks each character up in its list from the start, so the list opens with the
 * characters names are mostly made of, mapped to themselves (lower-case ASCII letters, space,
 * digits, then the rest of printable ASCII): a name's plain letters are found within a few
 * dozen steps rather than after some 1,500.
 */
function translation(ranges: readonly (readonly [number, number])[]) {
  const from: string[] = [];
  const to: string[] = [];
  const dropped: string[] = [];
  const add = (c: string) => {
    const k = /\s/u.test(c) ? ' ' : normalisePlace(c);
    if (k === '') dropped.push(c);
    else if ([...k].length === 1) {
      from.push(c);
      to.push(k);
    }
  };
  const common = 'etaoinsrhldcumfpgwybvkxjqz 0123456789';
  for (const c of common) add(c);
  for (const [first, last] of ranges) {
    for (let cp = first; cp <= last; cp++) {
      const c = String.fromCodePoint(cp);
      // Unchanged characters past the common ones need no entry: translate() keeps them.
      if (!common.includes(c) && (/\s/u.test(c) ? ' ' : normalisePlace(c)) !== c) add(c);
    }
  }
  // translate() drops the characters of its first list that have no counterpart in the second.
  return { from: [...from, ...dropped].join(''), to: to.join('') };
}

/** Western European names: printable ASCII, Latin-1 and Latin Extended-A. */
const LATIN = [
  [0x0020, 0x007e],
  [0x00a0, 0x017f],
] as const;
const EVERY = [
  [0x0020, 0x007e],
  [0x0009, 0x001f],
  [0x007f, 0x052f],
  [0x1e00, 0x1fff],
  [0x2000, 0x206f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
] as const;
const TRANSLATION = translation(EVERY);
const LATIN_TRANSLATION = translation(LATIN);
const LATIN_ONLY = `^[${LATIN.map(([a, b]) => `${String.fromCharCode(a)}-${String.fromCharCode(b)}`).join('')}]*$`;
/** The printable ASCII characters normalisePlace drops ('^' and '`' are accents to Unicode). */
const ASCII_DROPPED = Array.from({ length: 0x5f }, (_, i) => String.fromCharCode(0x20 + i))
  .filter((c) => c !== ' ' && normalisePlace(c) === '')
  .join('');

const squeeze = (text: SQL) =>
  sql`left(btrim(regexp_replace(${text}, ' {2,}', ' ', 'g'), ' '), 300)`;
const translated = (name: SQLWrapper, t: { from: string; to: string }) =>
  squeeze(sql`lower(translate(${name}, ${t.from}::text, ${t.to}::text))`);

/**
 * A name as `placeKey` keys it, in SQL: matched against `location_names.key` (and its index)
 * set-based, in the statement that reads the names. Characters outside the ranges above keep
 * their accents (lower() still folds their case where the database's locale can).
 * translate()'s cost grows with its list, so a name takes the shortest list that covers it:
 * none for printable ASCII (most names), Latin-1 and Latin Extended-A for Western European
 * accents, the whole list otherwise. Measured on PostgreSQL (100,000 names): 3.8 µs a plain
 * name and 9.8 µs a Latin-accented one, against 7.9 µs a name, most of them plain, with the
 * whole list for every name.
 */
export const placeKeySql = (name: SQLWrapper): SQL =>
  sql`case when ${name} ~ '^[ -~]*$'
    then ${squeeze(sql`lower(translate(${name}, ${ASCII_DROPPED}::text, ''))`)}
    when ${name} ~ ${LATIN_ONLY}::text then ${translated(name, LATIN_TRANSLATION)}
    else ${translated(name, TRANSLATION)} end`;
