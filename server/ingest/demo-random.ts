/** Deterministic randomness for the demo: the same record on every start. */

export const DAY = 86_400_000;

export const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function seeded(...keys: number[]) {
  let a = keys.reduce((h, k) => Math.imul(h ^ k, 2_654_435_761) >>> 0, 0x9e3779b9);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  };
}

export type Random = ReturnType<typeof seeded>;
