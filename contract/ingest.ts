import * as z from 'zod';
import { access } from './access';
import { c, IdParam, ProblemSchema } from './common';
import { INGESTION_KEY_HEADER } from './events';
import { line } from './input';

/** Largest batch of orders or customers a booking site may send in one call. */
export const MAX_INGEST_BATCH = 500;

/**
 * The body schema only bounds the batch: each element is checked on its own
 * (contract/ingest-order.ts, ingest-customer.ts), so one bad order never costs the good ones.
 */
export const OrderBatch = z.strictObject({
  orders: z.array(z.unknown()).min(1).max(MAX_INGEST_BATCH),
});
export const CustomerBatch = z.strictObject({
  customers: z.array(z.unknown()).min(1).max(MAX_INGEST_BATCH),
});

/** What became of each sent element; `rejected` elements changed nothing. */
export const ORDER_OUTCOMES = ['created', 'updated', 'unchanged', 'rejected'] as const;

/** A refused element: its index in the batch, what names it (null if unreadable), and why. */
const Refusal = z.object({ index: z.number().int(), reasons: z.array(z.string()) });

export const OrderBatchResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.array(Refusal.extend({ reference: z.string().nullable() })),
  /** One per sent order, in the order sent: its outcome and, unless rejected, its console id. */
  orders: z.array(
    z.object({
      reference: z.string().nullable(),
      outcome: z.enum(ORDER_OUTCOMES),
      id: z.number().int().nullable(),
    }),
  ),
});
export type OrderBatchResult = z.infer<typeof OrderBatchResult>;

export const CustomerBatchResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.array(Refusal.extend({ email: z.string().nullable() })),
});
export type CustomerBatchResult = z.infer<typeof CustomerBatchResult>;

/**
 * Not gated by the orders or customers feature: a feature says whether the console shows an
 * area, while the site keeps taking bookings whatever the console shows. Refused while the
 * area is off, bookings would be lost that the site has no reason to send again; stored, they
 * are there when the area is switched on. The key proves the site, so a stranger learns nothing.
 */
const siteCall = {
  method: 'POST',
  metadata: access.ingestionKey(),
  pathParams: z.object({ applicationId: IdParam }),
  headers: z.object({ [INGESTION_KEY_HEADER]: line().min(1).max(200) }),
} as const;

export const ingestContract = c.router({
  orders: {
    ...siteCall,
    path: '/api/applications/:applicationId/orders',
    summary:
      "Create or update a booking site's orders by reference, authenticated by the application's ingestion key",
    body: OrderBatch,
    responses: {
      200: OrderBatchResult,
      400: ProblemSchema,
      401: ProblemSchema,
      403: ProblemSchema,
      404: ProblemSchema,
    },
  },
  customers: {
    ...siteCall,
    path: '/api/applications/:applicationId/customers/ingest',
    summary:
      "Create or update a booking site's customers and their hotlists by email, authenticated by the application's ingestion key",
    body: CustomerBatch,
    responses: {
      200: CustomerBatchResult,
      400: ProblemSchema,
      401: ProblemSchema,
      403: ProblemSchema,
      404: ProblemSchema,
    },
  },
});
