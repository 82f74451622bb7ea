import { initServer } from '@ts-rest/fastify';
import {
  type AuditArea,
  auditContract,
  auditHistoryContract,
  COMPANY_AUDIT_AREAS,
  type CompanyAuditArea,
  PLATFORM_AUDIT_AREAS,
  type PlatformAuditArea,
} from '#contract/audit';
import { auditPlatformContract } from '#contract/audit-platform';
import type { Db } from '#server/db/client';
import type { AppDeps } from '#server/deps';
import { type AuditFilter, listAudit } from './list';

const s = initServer();

type HistoryArgs = {
  params: { companyId: number; recordId: number };
  query: { page: number; pageSize: number };
};

type TrailQuery<A extends AuditArea> = Omit<AuditFilter, 'areas' | 'companyId' | 'recordId'> & {
  page: number;
  pageSize: number;
  area?: A | undefined;
};

/** A trail's filter: the one area asked for, else every area of the trail's scope. */
function trail<A extends AuditArea>(scopeAreas: readonly [A, ...A[]], query: TrailQuery<A>) {
  const { page, pageSize, area, ...filter } = query;
  const areas: readonly [A, ...A[]] = area ? [area] : scopeAreas;
  return { filter: { ...filter, areas }, page: { page, pageSize } };
}

/** The History of one record of a company's area: its rows within that company. */
const historyIn =
  (db: Db, area: CompanyAuditArea) =>
  async ({ params, query }: HistoryArgs) => ({
    status: 200 as const,
    body: await listAudit(
      db,
      { companyId: params.companyId, areas: [area], recordId: params.recordId },
      query,
    ),
  });

/** The History of one record of a platform area (a registration, a supplier): its rows. */
const historyOf =
  (db: Db, area: PlatformAuditArea) =>
  async ({ params, query }: Pick<HistoryArgs, 'query'> & { params: { recordId: number } }) => ({
    status: 200 as const,
    body: await listAudit(db, { areas: [area], recordId: params.recordId }, query),
  });

/**
 * The company's trail and each area's History route. Who may call which is declared in the
 * contract and enforced by the gate before these run; they only read.
 */
export function auditRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(auditContract, {
    list: async ({ params, query }) => {
      const { filter, page } = trail(COMPANY_AUDIT_AREAS, query);
      return {
        status: 200,
        body: await listAudit(db, { ...filter, companyId: params.companyId }, page),
      };
    },
  });
}

/** Each area's History; the gate has checked the area's read permission. */
export function auditHistoryRouter(deps: AppDeps) {
  const { db } = deps.db;
  const histories = Object.fromEntries(
    COMPANY_AUDIT_AREAS.map((area) => [area, historyIn(db, area)]),
  ) as Record<CompanyAuditArea, ReturnType<typeof historyIn>>;
  return s.router(auditHistoryContract, histories);
}

/** The platform's trail and the CRM records' History; the gate has let platform admins only. */
export function auditPlatformRouter(deps: AppDeps) {
  const { db } = deps.db;
  const platformHistories = Object.fromEntries(
    PLATFORM_AUDIT_AREAS.map((area) => [area, historyOf(db, area)]),
  ) as Record<PlatformAuditArea, ReturnType<typeof historyOf>>;
  return s.router(auditPlatformContract, {
    list: async ({ query }) => {
      const { filter, page } = trail(PLATFORM_AUDIT_AREAS, query);
      return { status: 200, body: await listAudit(db, filter, page) };
    },
    // A company's own record: its company settings' rows, whether the CRM or its admins changed it.
    companies: async ({ params, query }) => ({
      status: 200,
      body: await listAudit(
        db,
        { companyId: params.recordId, areas: ['companies'], recordId: params.recordId },
        query,
      ),
    }),
    ...platformHistories,
    users: historyIn(db, 'users'),
    applications: historyIn(db, 'applications'),
  });
}
