import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import {
  CustomerCreate,
  type CustomerListQuery,
  CustomerUpdate,
  customersContract,
} from '#contract/customers';
import { accessOf, principalOf } from '#server/access/index';
import type { AppDeps } from '#server/deps';
import { recordRoutes } from '#server/kit/index';
import { eraseCustomer } from './erase';
import { exportCustomer } from './export';
import { exportWorkbook } from './export-xlsx';
import { loadHotlist } from './hotlists';
import { listCustomers } from './list';
import { listCustomerOrders } from './orders';
import { type CustomerAt, createCustomer, loadCustomer, updateCustomer } from './store';

const s = initServer();

/** The application the gate decided on, in its company (never a path id taken on trust). */
export function applicationOf(request: FastifyRequest) {
  const { companyId, applicationId } = accessOf(request);
  // An application-scoped route always has one; the gate set it from the path it checked.
  if (applicationId === null) throw new Error(`${request.url} is not application-scoped`);
  return { companyId, applicationId };
}

export const actorOf = (request: FastifyRequest) => ({ userId: principalOf(request).userId });

const customerAt = (
  request: FastifyRequest,
  params: { customerId: number; customerKey: string },
): CustomerAt => ({
  ...applicationOf(request),
  customerId: params.customerId,
  key: params.customerKey,
});

/** The export's file name: the customer's id only, never their name, in logs and downloads. */
const attachment = (customerId: number, ext: string) =>
  `attachment; filename="customer-${customerId}.${ext}"`;

/** An application's customers; the gate has checked the application and the permission. */
export function customersRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(customersContract, {
    ...recordRoutes({
      scope: applicationOf,
      at: customerAt,
      actor: actorOf,
      list: (scope, query: CustomerListQuery) => listCustomers(db, scope, query),
      parseCreate: (body) => CustomerCreate.parse(body),
      create: (actor, scope, body) => createCustomer(db, actor, scope, body),
      load: (at) => loadCustomer(db, at),
      parseUpdate: (body) => CustomerUpdate.parse(body),
      update: (actor, at, body) => updateCustomer(db, actor, at, body),
    }),

    orders: async ({ request, params, query }) => {
      const at = customerAt(request, params);
      await loadCustomer(db, at);
      return { status: 200, body: await listCustomerOrders(db, at, query) };
    },

    hotlist: async ({ request, params }) => ({
      status: 200,
      body: await loadHotlist(db, { ...applicationOf(request), ...params }),
    }),

    exportJson: async ({ request, params, reply }) => {
      const data = await exportCustomer(db, actorOf(request), customerAt(request, params));
      reply.header('content-disposition', attachment(params.customerId, 'json'));
      return { status: 200, body: data };
    },

    exportXlsx: async ({ request, params, reply }) => {
      const data = await exportCustomer(db, actorOf(request), customerAt(request, params));
      reply.header('content-disposition', attachment(params.customerId, 'xlsx'));
      return { status: 200, body: await exportWorkbook(data) };
    },

    erase: async ({ request, params }) => {
      const at = customerAt(request, params);
      await eraseCustomer(db, actorOf(request), at);
      return { status: 200, body: await loadCustomer(db, at) };
    },
  });
}
