import * as z from 'zod';
import { c, IdParam, ProblemSchema } from './common';
import { INGESTION_KEY_HEADER } from './events';
import { line } from './input';
import { Currency, Money } from './money';
import { pageAccess } from './page-access';
import { REFUSALS } from './promo-discount';
import { PRODUCT_TYPES } from './supplier-records';

/** A code as a site sends it: looked up without regard to case. */
const SentCode = line().trim().min(1).max(40);
const OrderReference = line().trim().min(1).max(30);

export const RedeemBody = z.strictObject({
  code: SentCode,
  orderReference: OrderReference,
  customerEmail: line().trim().toLowerCase().max(254).email(),
  basketTotal: Money,
  currency: Currency,
  productTypes: z.array(z.enum(PRODUCT_TYPES)).max(PRODUCT_TYPES.length).default([]),
});
export type RedeemBody = z.input<typeof RedeemBody>;

export const RedeemAnswer = z.object({
  redeemed: z.boolean(),
  code: z.string(),
  /** The discount in the basket's currency; null when refused. */
  discount: z.string().nullable(),
  reason: z.enum(REFUSALS).nullable(),
  message: z.string().nullable(),
});
export type RedeemAnswer = z.infer<typeof RedeemAnswer>;

export const ReleaseBody = z.strictObject({ code: SentCode, orderReference: OrderReference });
export const ReleaseAnswer = z.object({
  /** false when there was nothing to give back (never redeemed, or released already). */
  released: z.boolean(),
});

const siteCall = {
  method: 'POST',
  pathParams: z.object({ applicationId: IdParam }),
  headers: z.object({ [INGESTION_KEY_HEADER]: line().min(1).max(200) }),
  responses: {
    400: ProblemSchema,
    401: ProblemSchema,
    403: ProblemSchema,
    404: ProblemSchema,
  },
} as const;

/**
 * Booking sites redeem and give back promo codes by the application's ingestion key. A
 * redemption is one transaction: the (code, order) record and the conditional use of the code and
 * its rule, so parallel checkouts never use a code beyond its limits; the same order again is
 * the same answer, and a release (or the order's cancellation in the console) gives the use back.
 */
export const vouchersContract = c.router({
  redeem: {
    ...siteCall,
    path: '/api/applications/:applicationId/vouchers/redeem',
    metadata: { access: pageAccess.vouchers.redeem },
    summary: "Redeem a promo code for an order: the discount, or the refusal's reason",
    body: RedeemBody,
    responses: { ...siteCall.responses, 200: RedeemAnswer },
  },
  release: {
    ...siteCall,
    path: '/api/applications/:applicationId/vouchers/release',
    metadata: { access: pageAccess.vouchers.release },
    summary: "Give back an order's use of a promo code; idempotent",
    body: ReleaseBody,
    responses: { ...siteCall.responses, 200: ReleaseAnswer },
  },
});
