import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import {
  CreditCreate,
  type CreditListQuery,
  CreditMove,
  CreditUpdate,
  LinkedCompanyCreate,
  type LinkedCompanyListQuery,
  LinkedCompanyUpdate,
  linkedCompaniesContract,
} from '#contract/linked-companies';
import { listCustomers } from '#server/customers/list';
import { actorOf, applicationOf } from '#server/customers/routes';
import type { AppDeps } from '#server/deps';
import { recordRoutes } from '#server/kit/index';
import { listCredit, loadCredit } from './credit-list';
import { createCredit, moveCredit, updateCreditLimit } from './credit-store';
import { listLedger } from './ledger-list';
import { listLinkedCompanies } from './list';
import {
  createLinkedCompany,
  type LinkedAt,
  loadLinkedCompany,
  updateLinkedCompany,
} from './store';

const s = initServer();

const linkedAt = (request: FastifyRequest, params: { linkedCompanyId: number }): LinkedAt => ({
  ...applicationOf(request),
  linkedCompanyId: params.linkedCompanyId,
});

const creditAt = (
  request: FastifyRequest,
  params: { linkedCompanyId: number; creditId: number },
) => ({ ...linkedAt(request, params), creditId: params.creditId });

/** An application's linked companies and their credit; the gate has checked the permission. */
export function linkedCompaniesRouter(deps: AppDeps) {
  const { db } = deps.db;
  // A company's credit accounts are records under it: the same four handlers, its path ids.
  const credit = recordRoutes({
    scope: (request, { params }: { params: { linkedCompanyId: number } }) =>
      linkedAt(request, params),
    at: creditAt,
    actor: actorOf,
    list: async (at, query: CreditListQuery) => {
      await loadLinkedCompany(db, at);
      return listCredit(db, at, query);
    },
    parseCreate: (body) => CreditCreate.parse(body),
    create: (actor, at, body) => createCredit(db, actor, at, body),
    load: (at) => loadCredit(db, at),
    parseUpdate: (body) => CreditUpdate.parse(body),
    update: (actor, at, body) => updateCreditLimit(db, actor, at, body),
  });
  return s.router(linkedCompaniesContract, {
    ...recordRoutes({
      scope: applicationOf,
      at: linkedAt,
      actor: actorOf,
      list: (scope, query: LinkedCompanyListQuery) => listLinkedCompanies(db, scope, query),
      parseCreate: (body) => LinkedCompanyCreate.parse(body),
      create: (actor, scope, body) => createLinkedCompany(db, actor, scope, body),
      load: (at) => loadLinkedCompany(db, at),
      parseUpdate: (body) => LinkedCompanyUpdate.parse(body),
      update: (actor, at, body) => updateLinkedCompany(db, actor, at, body),
    }),

    users: async ({ request, params, query }) => {
      const at = linkedAt(request, params);
      await loadLinkedCompany(db, at);
      return { status: 200, body: await listCustomers(db, at, query) };
    },

    creditList: credit.list,
    creditCreate: credit.create,
    creditGet: credit.get,
    creditUpdate: credit.update,

    creditMove: async ({ request, params, body }) => {
      const at = creditAt(request, params);
      await moveCredit(db, actorOf(request), at, CreditMove.parse(body));
      return { status: 201, body: await loadCredit(db, at) };
    },

    creditUsage: async ({ request, params, query }) => {
      const at = creditAt(request, params);
      await loadCredit(db, at);
      return { status: 200, body: await listLedger(db, at.creditId, query) };
    },
  });
}
