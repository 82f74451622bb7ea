import * as z from 'zod';
import { line } from './input';
import { REFUSALS } from './promo-discount';

/**
 * The promo code's part of the basket quote (issue 29): the request may name a code and the
 * customer's email; the answer says what the code would take off, or why it would not. A quote
 * is a dry run: it never uses a code up.
 */
export const PromoQuoteRequest = {
  promoCode: line().trim().min(1).max(40).optional(),
  customerEmail: line().trim().toLowerCase().max(254).email().optional(),
};

export const PromoQuoteAnswer = {
  /** null without a code, or when it would be refused (discountRefusal says why). */
  discount: z.object({ code: z.string(), amount: z.string() }).nullable(),
  discountRefusal: z.object({ reason: z.enum(REFUSALS), message: z.string() }).nullable(),
};
export type PromoQuotePart = {
  discount: { code: string; amount: string } | null;
  discountRefusal: { reason: (typeof REFUSALS)[number]; message: string } | null;
};
