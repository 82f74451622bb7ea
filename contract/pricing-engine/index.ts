/**
 * The pricing engine (issue 28): pure, no I/O, shared by the quote route and the preview
 * calculator, so the preview always shows what a booking site would be quoted.
 */
export { type CompiledRules, compileRules, priceWith } from './compile';
export { covers, neverWinsText, outrankedBy } from './cover';
export { type Explanation, explain, type RuleOutcome } from './explain';
export { markupOf, percentOf } from './markup';
export { meets, misses, weekdayOf } from './match';
export { normaliseCountry, normalisePlace } from './normalise';
export * from './types';
