/**
 * One condition of every rule as bit sets, a bit per rule in priority order: for each value a
 * rule names, the rules that take it (those naming it and those asking nothing of it), and for
 * any other value the rules that ask nothing. An item's candidates are the AND of one set per
 * condition, so pricing reads a few words instead of every rule.
 */
export class Dimension<K> {
  private readonly byValue = new Map<K, Uint32Array>();
  private readonly any: Uint32Array;

  constructor(words: number, valuesOfRules: readonly (readonly K[])[]) {
    this.any = new Uint32Array(words);
    for (const values of valuesOfRules) {
      for (const value of values) {
        if (!this.byValue.has(value)) this.byValue.set(value, new Uint32Array(words));
      }
    }
    valuesOfRules.forEach((values, rank) => {
      const word = rank >>> 5;
      const bit = 1 << (rank & 31);
      if (values.length === 0) {
        this.any[word] = (this.any[word] ?? 0) | bit;
        for (const set of this.byValue.values()) set[word] = (set[word] ?? 0) | bit;
      } else {
        for (const value of values) {
          const set = this.byValue.get(value);
          if (set) set[word] = (set[word] ?? 0) | bit;
        }
      }
    });
  }

  /** The rules that take this value (null: the item has none, so only the rules asking none). */
  rulesTaking(value: K | null): Uint32Array {
    return (value === null ? undefined : this.byValue.get(value)) ?? this.any;
  }
}
