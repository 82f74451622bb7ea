/**
 * A place name as rules and items compare it: without accents, in lower case, with single
 * spaces ("  Málaga " and "malaga" are one place). The location normalisation pages map a
 * supplier's own names onto these.
 */
export function normalisePlace(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A country code as rules compare it: upper case. */
export const normaliseCountry = (code: string) => code.trim().toUpperCase();
