import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import {
  ENQUIRY_TEXT,
  EnquiryHandle,
  EnquiryNoteBody,
  enquiriesContract,
  enquiryIngestContract,
  IngestEnquiry,
} from '#contract/enquiries';
import { siteOf } from '#server/access/index';
import { actorOf, applicationOf } from '#server/customers/routes';
import type { AppDeps } from '#server/deps';
import { batchAnswer, checkEach } from '#server/ingest/check';
import { storeEnquiries } from './ingest';
import { listEnquiries } from './list';
import { addEnquiryNote, colleaguesOf, type EnquiryAt, handleEnquiry, loadEnquiry } from './store';

const s = initServer();

const enquiryAt = (request: FastifyRequest, params: { webReference: string }): EnquiryAt => ({
  ...applicationOf(request),
  webReference: params.webReference,
});

/** The enquiry viewer; the gate has checked the permission and the customers feature. */
export function enquiriesRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(enquiriesContract, {
    list: async ({ request, query }) => ({
      status: 200,
      body: await listEnquiries(db, applicationOf(request), query),
    }),
    colleagues: async ({ request }) => ({
      status: 200,
      body: { items: await colleaguesOf(db, applicationOf(request).companyId) },
    }),
    get: async ({ request, params }) => ({
      status: 200,
      body: await loadEnquiry(db, enquiryAt(request, params)),
    }),
    handle: async ({ request, params, body }) => {
      const at = enquiryAt(request, params);
      await handleEnquiry(db, actorOf(request), at, EnquiryHandle.parse(body));
      return { status: 200, body: await loadEnquiry(db, at) };
    },
    addNote: async ({ request, params, body }) => {
      const at = enquiryAt(request, params);
      await addEnquiryNote(db, actorOf(request), at, EnquiryNoteBody.parse(body).body);
      return { status: 201, body: await loadEnquiry(db, at) };
    },
  });
}

/** Sites' enquiries; the gate has checked the application's ingestion key. */
export function enquiryIngestRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(enquiryIngestContract, {
    send: async ({ request, params, body }) => {
      const { good, rejected } = checkEach(
        body.enquiries,
        IngestEnquiry,
        (e) => e.webReference,
        'webReference',
        ENQUIRY_TEXT.duplicateReference,
      );
      const stored = await storeEnquiries(db, params.applicationId, good, {
        siteKeyId: siteOf(request).keyId,
      });
      const { outcomes, ...counts } = batchAnswer(
        body.enquiries.length,
        (index) => stored.get(index),
        rejected,
      );
      return {
        status: 200,
        body: { ...counts, enquiries: outcomes },
      };
    },
  });
}
