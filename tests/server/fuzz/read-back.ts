import type { AppRoute } from '@ts-rest/core';
import { type SQL, sql } from 'drizzle-orm';
import * as z from 'zod';
import { MAX_PAGE_SIZE } from '#contract/paging';
import { WIDGETS } from '#contract/widget-catalogue';
import { rows } from '#server/db/rows';
import type { TestServer } from '../harness';
import type { Operation } from './operations';

type Params = Record<string, string | number>;

/**
 * Where the records a GET reads are, by the names of its path's parameters: every stored record
 * of that kind, so that what any earlier call wrote is read back. Audit histories and dashboards
 * depend on the path as well (the area, the scope).
 */
function recordsOf(route: AppRoute): SQL | Params[] | null {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]).join(',');
  // A company's History, or the CRM's (`/api/admin/audit/companies/:companyId/users/:recordId`).
  const audit = /\/audit\/(?:companies\/:companyId\/)?(\w+)\/:recordId$/.exec(route.path);
  if (audit) {
    return sql`select distinct company_id as "companyId", record_id as "recordId"
                 from audit_log where area = ${audit[1]} and company_id is not null`;
  }
  switch (names) {
    case '':
      return [{}];
    case 'id':
      return sql`select id from companies`;
    case 'companyId':
      return sql`select id as "companyId" from companies`;
    case 'applicationId':
      return sql`select id as "applicationId" from applications`;
    case 'registrationId':
      return sql`select id as "registrationId" from company_interests`;
    case 'companyId,roleId':
      return sql`select company_id as "companyId", id as "roleId" from roles`;
    case 'companyId,userId':
      return sql`select company_id as "companyId", user_id as "userId" from memberships`;
    case 'companyId,applicationId':
      return sql`select company_id as "companyId", id as "applicationId" from applications`;
    case 'companyId,dashboardId':
      return sql`select company_id as "companyId", id as "dashboardId"
                   from dashboards where application_id is null`;
    case 'applicationId,dashboardId':
      return sql`select application_id as "applicationId", id as "dashboardId"
                   from dashboards where application_id is not null`;
    case 'companyId,widgetInstanceId':
      return sql`select d.company_id as "companyId", w.id as "widgetInstanceId"
                   from widget_instances w join dashboards d on d.id = w.dashboard_id
                  where d.application_id is null`;
    case 'applicationId,widgetInstanceId':
      return sql`select d.application_id as "applicationId", w.id as "widgetInstanceId"
                   from widget_instances w join dashboards d on d.id = w.dashboard_id
                  where d.application_id is not null`;
    case 'applicationId,widgetUrl':
      return sql`select a.id as "applicationId", u.url as "widgetUrl"
                   from applications a
                  cross join unnest(array[${sql.join(
                    WIDGETS.map((w) => sql`${w.url}`),
                    sql`, `,
                  )}]::text[]) as u(url)`;
    case 'applicationId,orderId,orderKey':
      return sql`select application_id as "applicationId", id as "orderId", key as "orderKey"
                   from orders`;
    case 'applicationId,customerId,customerKey':
      return sql`select application_id as "applicationId", id as "customerId",
                        key as "customerKey" from customers`;
    case 'applicationId,customerId,hotlistId':
      return sql`select c.application_id as "applicationId", c.id as "customerId",
                        h.id as "hotlistId"
                   from customer_hotlists h join customers c on c.id = h.customer_id`;
    case 'applicationId,linkedCompanyId':
      return sql`select application_id as "applicationId", id as "linkedCompanyId"
                   from linked_companies`;
    case 'applicationId,linkedCompanyId,creditId':
      return sql`select application_id as "applicationId", linked_company_id as "linkedCompanyId",
                        id as "creditId" from credit_accounts`;
    case 'supplierId':
      return sql`select id as "supplierId" from suppliers`;
    case 'supplierId,settingName':
      return sql`select supplier_id as "supplierId", name as "settingName" from supplier_settings`;
    default:
      return null;
  }
}

const fill = (path: string, params: Params) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));

export type ReadBack = {
  /** Calls made, and the GET operations whose records the table above does not say. */
  requests: number;
  unknown: string[];
  /** Answers of 5xx, by route and path. */
  failures: string[];
};

/**
 * Reads every stored record through every GET of the contract, each list page by page, so that
 * the server's response validation (on in tests) checks every field against its schema. A
 * drifted answer is a 500 here and is named in `server.drifted`.
 */
export async function readBack(
  server: TestServer,
  operations: readonly Operation[],
  bearer: string,
): Promise<ReadBack> {
  const result: ReadBack = { requests: 0, unknown: [], failures: [] };
  const headers = { authorization: `Bearer ${bearer}` };
  for (const { name, route } of operations) {
    if (route.method !== 'GET') continue;
    const where = recordsOf(route);
    if (where === null) {
      result.unknown.push(`${name} ${route.path}`);
      continue;
    }
    const all = Array.isArray(where) ? where : await rows<Params>(server.database.db, where);
    const pageable = route.query instanceof z.ZodObject && 'page' in route.query.shape;
    for (const params of all) {
      const path = fill(route.path, params);
      for (let page = 1; ; page++) {
        const query = pageable ? `?page=${page}&pageSize=${MAX_PAGE_SIZE}` : '';
        const res = await server.fetch(`${path}${query}`, { headers });
        result.requests++;
        if (res.status >= 500) result.failures.push(`${res.status} ${name} ${path}${query}`);
        const body: unknown = res.headers.get('content-type')?.includes('json')
          ? await res.json()
          : await res.arrayBuffer();
        const more =
          pageable &&
          res.status === 200 &&
          typeof body === 'object' &&
          body !== null &&
          'total' in body &&
          typeof body.total === 'number' &&
          page * MAX_PAGE_SIZE < body.total;
        if (!more) break;
      }
    }
  }
  return result;
}
