import * as z from 'zod';
import { access } from './access';
import { AUDIT_AREAS, AuditEntry, PageQueryBase, PlatformAuditQuery } from './audit';
import { authErrors, c, IdParam } from './common';
import { paged } from './paging';

/**
 * The platform's audit trail, for platform admins only (anyone else gets 404, as for the CRM):
 * the changes of platform-scope areas (contract/audit.ts), and the History of the CRM's records.
 */

/** The CRM records with a History panel, each the area its rows are written under. */
export const CRM_HISTORY_AREAS = ['companies', 'registrations'] as const;
export type CrmHistoryArea = (typeof CRM_HISTORY_AREAS)[number];

const platformAdmin = access.platformAdmin();

/** A CRM record's History; a company's is its company settings' rows, whoever changed them. */
function crmHistoryRoute<A extends CrmHistoryArea>(area: A) {
  return {
    method: 'GET',
    path: `/api/admin/audit/${area}/:recordId`,
    metadata: platformAdmin,
    summary: `The changes of one record of ${AUDIT_AREAS[area].label}, newest first (its History in the CRM)`,
    pathParams: z.object({ recordId: IdParam }),
    query: PageQueryBase,
    responses: { 200: paged(AuditEntry), ...authErrors },
  } as const;
}

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
  registrations: crmHistoryRoute('registrations'),
});
