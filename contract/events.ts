import * as z from 'zod';
import { access } from './access';
import { c, IdParam, ProblemSchema } from './common';
import { SEARCH_TYPES } from './constants';
import { line } from './input';

/** Largest batch a booking site may send in one call. */
export const MAX_EVENTS_PER_BATCH = 1000;
/** Header carrying the application's ingestion key (issued by the applications area). */
export const INGESTION_KEY_HEADER = 'x-ingestion-key';

const day = z.iso.date();

/** One search made on a booking site. `eventId` makes a resent batch add nothing twice. */
export const SearchEvent = z
  .strictObject({
    eventId: line().trim().min(1).max(64),
    occurredAt: z.iso.datetime({ offset: true }),
    searchType: z.literal(SEARCH_TYPES.map((t) => t.id)),
    destination: z.strictObject({
      name: line().trim().min(1).max(100),
      countryCode: z.string().regex(/^[A-Z]{2}$/),
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
    }),
    checkIn: day,
    checkOut: day,
    adults: z.number().int().min(0).max(50),
    children: z.number().int().min(0).max(50),
    durationMs: z.number().int().min(0).max(600_000),
    resultCount: z.number().int().min(0).max(1_000_000),
  })
  .refine((e) => e.checkOut >= e.checkIn, {
    message: 'checkOut is before checkIn',
    path: ['checkOut'],
  })
  .refine((e) => e.adults + e.children > 0, {
    message: 'A search has at least one traveller',
    path: ['adults'],
  });
export type SearchEvent = z.infer<typeof SearchEvent>;

/**
 * Events are checked one by one so that a bad event never costs the good ones of its batch; the
 * body schema only bounds the batch.
 */
export const EventBatch = z.strictObject({
  events: z.array(z.unknown()).min(1).max(MAX_EVENTS_PER_BATCH),
});

export const EventBatchResult = z.object({
  accepted: z.number().int(),
  duplicates: z.number().int(),
  rejected: z.array(
    z.object({
      index: z.number().int(),
      eventId: z.string().nullable(),
      reasons: z.array(z.string()),
    }),
  ),
});
export type EventBatchResult = z.infer<typeof EventBatchResult>;

export const eventsContract = c.router({
  ingest: {
    method: 'POST',
    path: '/api/applications/:applicationId/events',
    metadata: access.ingestionKey(),
    summary:
      "Record a booking site's search events, authenticated by the application's ingestion key",
    pathParams: z.object({ applicationId: IdParam }),
    headers: z.object({ [INGESTION_KEY_HEADER]: line().min(1).max(200) }),
    body: EventBatch,
    responses: {
      200: EventBatchResult,
      400: ProblemSchema,
      401: ProblemSchema,
      403: ProblemSchema,
      404: ProblemSchema,
    },
  },
});
