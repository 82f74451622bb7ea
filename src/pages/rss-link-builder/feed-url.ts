import { FEED_TEXT, FeedQuery, feedProblems } from '#contract/offer-feed';

/** The builder's filters as typed: '' is no filter. */
export type FeedForm = Record<keyof FeedQuery, string>;

export const EMPTY_FILTERS: FeedForm = {
  country: '',
  destination: '',
  minStars: '',
  minPrice: '',
  maxPrice: '',
  currency: '',
  from: '',
  to: '',
  productType: '',
};

/**
 * The feed's address for the filters, or each field's messages: checked with the feed's own
 * query schema, so an address the builder gives is one the feed answers.
 */
export function feedUrl(
  origin: string,
  feedPath: string,
  form: FeedForm,
): { url: string; errors: Record<string, string[]> } {
  const chosen = Object.fromEntries(
    Object.entries(form)
      .map(([key, value]) => [key, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
  const parsed = FeedQuery.safeParse(chosen);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'form');
      errors[key] = [...(errors[key] ?? []), issue.message];
    }
    return { url: '', errors };
  }
  const errors = feedProblems(parsed.data);
  if (Object.keys(errors).length > 0) return { url: '', errors };
  const query = new URLSearchParams(chosen).toString();
  return { url: `${origin}${feedPath}${query ? `?${query}` : ''}`, errors: {} };
}

export { FEED_TEXT };
