import * as z from 'zod';
import { access } from './access';
import {
  AUDIT_AREAS,
  AuditEntry,
  PageQueryBase,
  PLATFORM_AUDIT_AREAS,
  type PlatformAuditArea,
  PlatformAuditQuery,
} from './audit';
import { authErrors, c, IdParam } from './common';
import { paged } from './paging';

/**
 * The platform's audit trail, for platform admins only (anyone else gets 404, as for the CRM):
 * the changes of platform-scope areas (contract/audit.ts), and the History of the CRM's records.
 */

/**
 * The platform's records with a History panel, each read from the rows of its area: a company's
 * and every platform kind's (a registration, a supplier: the descriptors' platformAdmin kinds)
 * by their id, a company's users' and applications' within their company.
 */
export type CrmHistoryArea = 'companies' | PlatformAuditArea;
export const CRM_MEMBER_HISTORY_AREAS = ['users', 'applications'] as const;
export type CrmMemberHistoryArea = (typeof CRM_MEMBER_HISTORY_AREAS)[number];

const platformAdmin = access.platformAdmin();

const historyOf = (area: CrmHistoryArea | CrmMemberHistoryArea) =>
  ({
    method: 'GET',
    metadata: platformAdmin,
    summary: `The changes of one record of ${AUDIT_AREAS[area].label}, newest first (its History in the CRM)`,
    query: PageQueryBase,
    responses: { 200: paged(AuditEntry), ...authErrors },
  }) as const;

/** A CRM record's History; a company's is its company settings' rows, whoever changed them. */
function crmHistoryRoute<A extends CrmHistoryArea>(area: A) {
  return {
    ...historyOf(area),
    path: `/api/admin/audit/${area}/:recordId`,
    pathParams: z.object({ recordId: IdParam }),
  } as const;
}

/** The History of a company's user or application, as the CRM's pages under it show it. */
function crmMemberHistoryRoute<A extends CrmMemberHistoryArea>(area: A) {
  return {
    ...historyOf(area),
    path: `/api/admin/audit/companies/:companyId/${area}/:recordId`,
    pathParams: z.object({ companyId: IdParam, recordId: IdParam }),
  } as const;
}

/** One History route per platform kind of record, from the descriptors, as company kinds get. */
const platformHistories = Object.fromEntries(
  PLATFORM_AUDIT_AREAS.map((area) => [area, crmHistoryRoute(area)]),
) as { [A in PlatformAuditArea]: ReturnType<typeof crmHistoryRoute<A>> };

export const auditPlatformContract = c.router({
  list: {
    method: 'GET',
    path: '/api/admin/audit',
    metadata: platformAdmin,
    summary:
      "The platform's changes (registrations of interest…), newest first; search matches the record's name; filter by user, area and date range",
    query: PlatformAuditQuery,
    responses: { 200: paged(AuditEntry), ...authErrors },
  },
  companies: crmHistoryRoute('companies'),
  ...platformHistories,
  users: crmMemberHistoryRoute('users'),
  applications: crmMemberHistoryRoute('applications'),
});
