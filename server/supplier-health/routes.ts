import { initServer } from '@ts-rest/fastify';
import { supplierHealthContract } from '#contract/supplier-health';
import type { AppDeps } from '#server/deps';
import { listSupplierHealth } from './list';

const s = initServer();

/** The health-check page's list; the gate has let platform admins only (anyone else: 404). */
export function supplierHealthRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(supplierHealthContract, {
    list: async ({ query }) => ({ status: 200, body: await listSupplierHealth(db, query) }),
  });
}
