import * as z from 'zod';
import { c, IdParam, ProblemSchema } from './common';
import { DepositAnswer, QuoteBookingDate, QuoteItemRefundable } from './deposits-quote';
import { INGESTION_KEY_HEADER } from './events';
import { day, Id, line } from './input';
import { Currency, Money } from './money';
import { pageAccess } from './page-access';
import { PromoQuoteAnswer, PromoQuoteRequest } from './promo-quote';
import { RewardsEarned } from './rewards-quote';
import { PRODUCT_TYPES } from './supplier-records';

/** Items one quote prices at most: a basket, not a catalogue. */
export const MAX_QUOTE_ITEMS = 200;

export const QUOTE_TEXT = {
  travelEndsFirst: 'travelEnd is before travelStart',
  noRate: (from: string, to: string) =>
    `No exchange rate from ${from} to ${to}: add one in the application's exchange rates`,
} as const;

/** travelEnd before travelStart is refused by the server, item by item, as a field error. */
export const QuoteItem = z.strictObject({
  productType: z.enum(PRODUCT_TYPES),
  supplierId: Id,
  supplierPrice: Money,
  currency: Currency,
  travelStart: day(),
  travelEnd: day(),
  destination: z.strictObject({
    countryCode: z.string().regex(/^[A-Za-z]{2}$/, 'Enter a two-letter country code'),
    name: line().trim().max(100),
  }),
  refundable: QuoteItemRefundable,
});
export type QuoteItem = z.infer<typeof QuoteItem>;

export const QuoteRequest = z.strictObject({
  items: z.array(QuoteItem).min(1).max(MAX_QUOTE_ITEMS),
  bookingDate: QuoteBookingDate,
  customer: z
    .strictObject({
      linkedCompanyId: Id.nullable().optional(),
      membershipLevelId: line().trim().max(50).nullable().optional(),
    })
    .optional(),
  ...PromoQuoteRequest,
  /**
   * The currency the site shows prices in: items in another currency are priced, then converted
   * with the application's exchange rate (1 item currency = rate of this one). An item whose
   * currency has no rate to it is refused; a wrong price is worse than none.
   */
  currency: Currency.optional(),
});
export type QuoteRequest = z.infer<typeof QuoteRequest>;

export const QuotedItem = z.object({
  /** null: no rule applies, and the price is the supplier's. */
  ruleId: z.number().int().nullable(),
  ruleName: z.string().nullable(),
  priceBeforeRule: z.string(),
  price: z.string(),
  /** Only when the request names a `currency`: that currency, which both prices are in. */
  currency: z.string().optional(),
  /**
   * Only when the request names a `currency`: the application's rate the prices were converted
   * with (1 item currency = this many of `currency`); null when the item was in it already.
   */
  exchangeRate: z.string().nullable().optional(),
});
export const QuoteAnswer = z.object({
  items: z.array(QuotedItem),
  /** The sum of the items' prices. */
  total: z.string(),
  ...DepositAnswer,
  ...PromoQuoteAnswer,
  rewards: RewardsEarned,
});
export type QuoteAnswer = z.infer<typeof QuoteAnswer>;

/**
 * Booking sites price with the application's rules (issue 28), by its ingestion key like the
 * order ingestion. The rules as saved a moment ago apply: a quote never reads an old copy.
 */
export const pricingQuoteContract = c.router({
  quote: {
    method: 'POST',
    path: '/api/applications/:applicationId/pricing/quote',
    metadata: { access: pageAccess.pricingQuote.quote },
    summary:
      "Price a booking site's items with the application's pricing rules: per item the rule that applied (or none) and the price",
    pathParams: z.object({ applicationId: IdParam }),
    headers: z.object({ [INGESTION_KEY_HEADER]: line().min(1).max(200) }),
    body: QuoteRequest,
    responses: {
      200: QuoteAnswer,
      400: ProblemSchema,
      401: ProblemSchema,
      403: ProblemSchema,
      404: ProblemSchema,
    },
  },
});
