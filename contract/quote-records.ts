import * as z from 'zod';
import { Versioned } from './common';
import { HotlistSummary } from './customer-records';
import { day, line } from './input';
import { Currency, Money } from './money';
import { PRODUCT_TYPES } from './supplier-records';

/*
 * Quote lists and quotes (issue 30): the items offered to a customer, priced with the
 * application's pricing rules (contract/pricing-quote.ts) from what the supplier asks.
 */

export const QUOTE_LIMITS = {
  name: 100,
  title: 100,
  description: 200,
  destination: 100,
  items: 50,
};
const L = QUOTE_LIMITS;

export const QUOTE_LIST_TEXT = {
  noCustomer: 'No customer of this application has this email',
  endBeforeStart: 'The end date is before the start date',
  added: 'Quote list added.',
  renamed: 'Quote list saved.',
  quoteAdded: 'Quote added.',
  quoteSaved: 'Quote saved.',
  quoteRemoved: 'Quote removed.',
  shared: 'Quote shared: anyone with the link can read it.',
  revoked: 'Link revoked: the quote is no longer shared.',
} as const;

const text = (max: number) => line().trim().min(1).max(max);

export const QuoteListCreate = z.strictObject({
  customerEmail: z.email().max(254),
  name: text(L.name),
});
export type QuoteListCreate = z.infer<typeof QuoteListCreate>;

export const QuoteListUpdate = Versioned.extend({ name: text(L.name) }).strict();

/**
 * One item offered: what the supplier asks (`supplierPrice`) is priced by the rules. An end
 * before the start is the server's rule (server/quotes/price.ts), as the pricing quote's is: a
 * rule across two fields, which the OpenAPI document cannot tell.
 */
export const QuoteItemInput = z.strictObject({
  productType: z.enum(PRODUCT_TYPES),
  description: text(L.description),
  startDate: day(),
  endDate: day(),
  countryCode: z
    .string()
    .regex(/^([A-Z]{2})?$/, 'Enter a two-letter country code, or leave it empty')
    .default(''),
  destination: line().trim().max(L.destination).default(''),
  supplierPrice: Money,
  currency: Currency,
});
export type QuoteItemInput = z.input<typeof QuoteItemInput>;

export const QuoteBody = z.strictObject({
  title: text(L.title),
  items: z.array(QuoteItemInput).min(1).max(L.items),
});
export type QuoteBody = z.infer<typeof QuoteBody>;
export const QuoteUpdate = QuoteBody.extend({ version: Versioned.shape.version }).strict();

/** An item as priced when the quote was saved: the rule that applied, if any, and the price. */
export const QuoteItem = z.object({
  productType: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  countryCode: z.string(),
  destination: z.string(),
  supplierPrice: z.string(),
  currency: Currency,
  price: z.string(),
  ruleName: z.string().nullable(),
});

/** The sum of the items' prices in each of their currencies. */
export const QuoteTotal = z.object({ currency: Currency, total: z.string() });

export const Quote = z.object({
  quoteId: z.number().int(),
  title: z.string(),
  items: z.array(QuoteItem),
  totals: z.array(QuoteTotal),
  /** The link's random half while the quote is shared; null when it is not. */
  shareKey: z.string().nullable(),
  sharedAt: z.string().nullable(),
  updated: z.string(),
  version: z.number().int(),
});
export type Quote = z.infer<typeof Quote>;

export const QuoteListRow = z.object({
  listId: z.number().int(),
  name: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  quoteCount: z.number().int(),
  updated: z.string(),
});
export type QuoteListRow = z.infer<typeof QuoteListRow>;

export const QuoteList = QuoteListRow.extend({
  customerId: z.number().int(),
  customerKey: z.string(),
  /** The customer's hotlists, which a quote may start from. */
  hotlists: z.array(HotlistSummary),
  quotes: z.array(Quote),
  companyId: z.number().int(),
  created: z.string(),
  version: z.number().int(),
});
export type QuoteList = z.infer<typeof QuoteList>;

/** A shared quote as its public page shows it: no supplier prices, rules, ids or emails. */
export const SharedQuote = z.object({
  title: z.string(),
  from: z.string(),
  items: z.array(
    QuoteItem.pick({
      productType: true,
      description: true,
      startDate: true,
      endDate: true,
      destination: true,
      currency: true,
      price: true,
    }),
  ),
  totals: z.array(QuoteTotal),
  updated: z.string(),
});
export type SharedQuote = z.infer<typeof SharedQuote>;
