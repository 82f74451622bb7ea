import { initServer } from '@ts-rest/fastify';
import {
  AUDIT_AREA_NAMES,
  type AuditArea,
  auditContract,
  auditHistoryContract,
} from '#contract/audit';
import type { AppDeps } from '#server/deps';
import { listAudit } from './list';

const s = initServer();

type HistoryArgs = {
  params: { companyId: number; recordId: number };
  query: { page: number; pageSize: number };
};

/**
 * The company's trail and each area's History route. Who may call which is declared in the
 * contract and enforced by the gate before these run; they only read.
 */
export function auditRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(auditContract, {
    list: async ({ params, query }) => {
      const { page, pageSize, ...filter } = query;
      return {
        status: 200,
        body: await listAudit(db, { ...filter, companyId: params.companyId }, { page, pageSize }),
      };
    },
  });
}

/** Each area's History; the gate has checked the area's read permission. */
export function auditHistoryRouter(deps: AppDeps) {
  const { db } = deps.db;
  const history =
    (area: AuditArea) =>
    async ({ params, query }: HistoryArgs) => ({
      status: 200 as const,
      body: await listAudit(
        db,
        { companyId: params.companyId, area, recordId: params.recordId },
        query,
      ),
    });
  const histories = Object.fromEntries(AUDIT_AREA_NAMES.map((a) => [a, history(a)])) as Record<
    AuditArea,
    ReturnType<typeof history>
  >;
  return s.router(auditHistoryContract, histories);
}
