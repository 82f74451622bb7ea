import type { FastifyInstance } from 'fastify';
import { enquiryIngestContract } from '#contract/enquiries';
import { ingestContract } from '#contract/ingest';

/**
 * A batch of 500 orders with a dozen items each is several megabytes, over the 1 MB every
 * other JSON route takes; the ingestion routes take up to 8 MB, still refused (413) before
 * anything is parsed beyond that.
 */
export const INGEST_BODY_LIMIT = 8 * 1024 * 1024;

const PATHS: ReadonlySet<string> = new Set([
  ingestContract.orders.path,
  ingestContract.customers.path,
  // 500 enquiries of a few thousand characters each (contract/enquiry-records.ts).
  enquiryIngestContract.send.path,
]);

/** Call on the API scope before the contract's routes are registered. */
export function raiseIngestBodyLimit(api: FastifyInstance) {
  api.addHook('onRoute', (options) => {
    if (PATHS.has(options.url)) options.bodyLimit = INGEST_BODY_LIMIT;
  });
}
