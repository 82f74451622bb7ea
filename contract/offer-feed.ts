import * as z from 'zod';
import { authErrors, c, IdParam, ProblemSchema } from './common';
import { COUNTRIES } from './constants';
import { day, intParam, line } from './input';
import { MSG } from './messages';
import { Currency, Money } from './money';
import { pageAccess } from './page-access';
import { MAX_STARS, MIN_STARS } from './property-records';
import { PRODUCT_TYPES } from './supplier-records';

/** The RSS feed of an application's offers (issue 30, tools/rsslinkbuilder). */

/** The most offers one feed lists, newest first: a site's whole catalogue, never unbounded. */
export const MAX_FEED_ITEMS = 10_000;
export const RSS_TYPE = 'application/rss+xml; charset=utf-8';

export const FEED_TEXT = {
  priceBand: 'The highest price is below the lowest',
  dates: 'The last date is before the first',
  rotated: 'New feed address made: the old one no longer answers',
  /** The History's words for a rotation, where the key itself is never written. */
  keyRotated: 'Feed key rotated',
} as const;

/**
 * The filters a feed address carries, every one optional and bounded; unknown parameters are
 * ignored, as a feed reader may add its own.
 */
export const FeedQuery = z.object({
  country: z.enum(COUNTRIES).optional(),
  /** Part of the location's name ("mala" finds Malaga). */
  destination: line().trim().max(100, MSG.maxLength(100)).optional(),
  minStars: intParam(MIN_STARS, MAX_STARS).optional(),
  minPrice: Money.optional(),
  maxPrice: Money.optional(),
  /** Only offers in this currency; the price band is in it. */
  currency: Currency.optional(),
  /** Offers open at some time between these days. */
  from: day().optional(),
  to: day().optional(),
  productType: z.enum(PRODUCT_TYPES).optional(),
});
export type FeedQuery = z.infer<typeof FeedQuery>;
export type FeedFilters = z.input<typeof FeedQuery>;

/** Field errors the schema cannot see alone: a band or a window the wrong way round. */
export function feedProblems(q: FeedQuery): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (q.minPrice && q.maxPrice && toCents(q.maxPrice) < toCents(q.minPrice)) {
    errors.maxPrice = [FEED_TEXT.priceBand];
  }
  if (q.from && q.to && q.to < q.from) errors.to = [FEED_TEXT.dates];
  return errors;
}

const toCents = (m: string) => {
  const [units = '0', cents = ''] = m.split('.');
  return Number(units) * 100 + Number(cents.padEnd(2, '0'));
};

export const FeedLink = z.object({
  /** The random key that names this application's feed; a new one retires the old address. */
  feedKey: z.string(),
  /** The feed's path without filters: /api/applications/1/feeds/<key>/offers.rss. */
  feedPath: z.string(),
});
export type FeedLink = z.infer<typeof FeedLink>;

export const feedPathOf = (applicationId: number | string, feedKey: string) =>
  `/api/applications/${applicationId}/feeds/${feedKey}/offers.rss`;

const AppPath = z.object({ applicationId: IdParam });

/** The builder's calls: the application's feed address and a new one. */
export const offerFeedLinkContract = c.router({
  get: {
    method: 'GET',
    path: '/api/applications/:applicationId/offerFeed',
    metadata: { access: pageAccess.offerFeedLink.get },
    summary: "The application's offers feed address (its key is made on first use)",
    pathParams: AppPath,
    responses: { 200: FeedLink, ...authErrors },
  },
  rotate: {
    method: 'POST',
    path: '/api/applications/:applicationId/offerFeed/key',
    metadata: { access: pageAccess.offerFeedLink.rotate },
    summary: 'A new feed key: the old address answers 404 from now on',
    pathParams: AppPath,
    body: c.noBody(),
    responses: { 200: FeedLink, ...authErrors },
  },
});

/** The feed itself: public, for feed readers and partner sites. */
export const offerFeedContract = c.router({
  rss: {
    method: 'GET',
    path: '/api/applications/:applicationId/feeds/:feedKey/offers.rss',
    metadata: { access: pageAccess.offerFeed.rss },
    summary:
      "An RSS 2.0 feed of the application's offers matching the filters; a wrong key is 404, and a bad filter a 400",
    pathParams: z.object({ applicationId: IdParam, feedKey: z.string().max(64) }),
    query: FeedQuery,
    responses: {
      200: c.otherResponse({ contentType: RSS_TYPE, body: c.type<string>() }),
      400: ProblemSchema,
      404: ProblemSchema,
    },
  },
});
