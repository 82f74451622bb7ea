import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import { ingestContract } from '#contract/ingest';
import { IngestCustomer } from '#contract/ingest-customer';
import { INGEST_TEXT, IngestOrder } from '#contract/ingest-order';
import { siteOf } from '#server/access/index';
import { afterBatch } from '#server/db/statistics';
import type { AppDeps } from '#server/deps';
import { canonicalOrder, hashOrder } from './canonical';
import { batchAnswer, checkEach } from './check';
import { storeCustomers } from './customers-store';
import type { Writer } from './order-audit';
import { storeOrders } from './orders-store';

const s = initServer();

/** The audit trail names the booking site by the key its call was let in with. */
const writerOf = (request: FastifyRequest): Writer => ({ siteKeyId: siteOf(request).keyId });

export function ingestRouter(deps: AppDeps) {
  const { db } = deps.db;
  // My orders and the customers list read these: plans for their size (server/db/statistics.ts).
  const refresh = (table: string, rows: number) =>
    void afterBatch(db, table, rows, (err) =>
      deps.logger.warn({ err }, 'statistics after an ingestion batch not refreshed'),
    );
  // The application's ingestion key was checked by the route's gate (server/access/gate.ts).
  return s.router(ingestContract, {
    orders: async ({ request, params, body }) => {
      const { good, rejected } = checkEach(
        body.orders,
        IngestOrder,
        (o) => o.reference,
        'reference',
        INGEST_TEXT.duplicateReference,
      );
      const checked = good.map(({ index, value }) => {
        const order = canonicalOrder(value);
        return { index, order, hash: hashOrder(order) };
      });
      const stored = await storeOrders(db, params.applicationId, checked, body.orders.length, {
        writer: writerOf(request),
      });
      const { outcomes, ...counts } = batchAnswer(
        body.orders.length,
        (index) => stored.outcomes[index],
        [...rejected, ...stored.refused],
      );
      refresh('orders', counts.created + counts.updated);
      return {
        status: 200,
        body: { ...counts, orders: outcomes },
      };
    },
    customers: async ({ request, params, body }) => {
      const { good, rejected } = checkEach(
        body.customers,
        IngestCustomer,
        (c) => c.email.toLowerCase(),
        'email',
        'This email is already earlier in the batch',
      );
      const counts = await storeCustomers(db, params.applicationId, good, writerOf(request));
      refresh('customers', counts.created + counts.updated);
      return {
        status: 200,
        body: {
          ...counts,
          rejected: rejected.map(({ index, name, reasons }) => ({ index, email: name, reasons })),
        },
      };
    },
  });
}
