import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import { ordersContract } from '#contract/orders';
import { accessOf } from '#server/access/index';
import type { AppDeps } from '#server/deps';
import { createCountCache } from '#server/http/count-cache';
import { cancelOrder } from './cancel';
import { exportOrders } from './export';
import { listOrders } from './list';
import { loadOrder, type OrderAt } from './load';
import { type Actor, addNote, changeStatus, updateContact } from './store';

const s = initServer();

type OrderParams = { applicationId: number; orderId: number; orderKey: string };

/**
 * The orders console. The gate has checked the caller's permission and that the application
 * is one of their company's before a handler runs; an order of another application, or with a
 * wrong key, is simply not found.
 */
export function ordersRouter(deps: AppDeps) {
  const { db } = deps.db;
  const counts = createCountCache();
  const actorOf = (request: FastifyRequest): Actor => {
    const access = accessOf(request);
    return { userId: access.userId, companyId: access.companyId };
  };
  const at = (p: OrderParams): OrderAt => ({
    applicationId: p.applicationId,
    orderId: p.orderId,
    orderKey: p.orderKey,
  });

  return s.router(ordersContract, {
    list: async ({ params, query }) => ({
      status: 200,
      body: await listOrders(db, counts, params.applicationId, query),
    }),

    export: async ({ request, params, query, reply }) => {
      const bytes = await exportOrders(db, actorOf(request), params.applicationId, query);
      reply.header('content-disposition', 'attachment; filename="my-orders.xlsx"');
      return { status: 200, body: bytes };
    },

    get: async ({ params }) => ({ status: 200, body: await loadOrder(db, at(params)) }),

    changeStatus: async ({ request, params, body }) => {
      await changeStatus(db, actorOf(request), at(params), body);
      return { status: 200, body: await loadOrder(db, at(params)) };
    },

    updateContact: async ({ request, params, body }) => {
      await updateContact(db, actorOf(request), at(params), body);
      return { status: 200, body: await loadOrder(db, at(params)) };
    },

    addNote: async ({ request, params, body }) => {
      await addNote(db, actorOf(request), at(params), body.body);
      return { status: 201, body: await loadOrder(db, at(params)) };
    },

    cancel: async ({ request, params, body }) => {
      await cancelOrder(db, actorOf(request), at(params), body);
      return { status: 200, body: await loadOrder(db, at(params)) };
    },
  });
}
