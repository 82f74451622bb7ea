import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import {
  SettingCreate,
  SettingUpdate,
  SUPPLIER_TEXT,
  SupplierCreate,
  type SupplierListQuery,
  SupplierUpdate,
  suppliersContract,
} from '#contract/suppliers';
import { principalOf } from '#server/access/index';
import type { AppDeps } from '#server/deps';
import { recordRoutes } from '#server/kit/index';
import { listSettings, listSuppliers } from './list';
import { addSetting, loadSetting, removeSetting, updateSetting } from './settings-store';
import { createSupplier, loadSupplier, removeSupplier, updateSupplier } from './store';

const s = initServer();

const actorOf = (request: FastifyRequest) => ({ userId: principalOf(request).userId });

/**
 * The supplier directory. The gate has already refused anyone who is not a platform admin
 * (404); the stores speak in domain errors and write their audit rows themselves.
 */
export function suppliersRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(suppliersContract, {
    ...recordRoutes({
      scope: () => undefined,
      at: (_request, params: { supplierId: number }) => params.supplierId,
      actor: actorOf,
      list: (_scope, query: SupplierListQuery) => listSuppliers(db, query),
      parseCreate: (body) => SupplierCreate.parse(body),
      create: (actor, _scope, body) => createSupplier(db, actor, body),
      load: (supplierId) => loadSupplier(db, supplierId),
      parseUpdate: (body) => SupplierUpdate.parse(body),
      update: (actor, supplierId, body) => updateSupplier(db, actor, supplierId, body),
    }),

    remove: async ({ request, params }) => {
      await removeSupplier(db, actorOf(request), params.supplierId);
      return { status: 200, body: { message: SUPPLIER_TEXT.removed } };
    },

    settings: async ({ params, query }) => {
      await loadSupplier(db, params.supplierId);
      return { status: 200, body: await listSettings(db, params.supplierId, query) };
    },

    addSetting: async ({ request, params, body }) => ({
      status: 201,
      body: await addSetting(db, actorOf(request), params.supplierId, SettingCreate.parse(body)),
    }),

    getSetting: async ({ params }) => ({ status: 200, body: await loadSetting(db, params) }),

    updateSetting: async ({ request, params, body }) => {
      const fields = SettingUpdate.parse(body);
      await updateSetting(db, actorOf(request), params, fields);
      return { status: 200, body: await loadSetting(db, { ...params, settingName: fields.name }) };
    },

    removeSetting: async ({ request, params }) => {
      await removeSetting(db, actorOf(request), params);
      return { status: 200, body: { message: SUPPLIER_TEXT.settingRemoved } };
    },
  });
}
