import { accessTable, auditedRecords } from '../area';
import { adminCrmArea } from './admin-crm';
import { applicationsArea } from './applications';
import { auditArea } from './audit';
import { companiesArea } from './companies';
import { customersArea } from './customers';
import { dashboardsArea } from './dashboards';
import { linkedCompaniesArea } from './linked-companies';
import { ordersArea } from './orders';
import { rolesArea } from './roles';
import { suppliersArea } from './suppliers';
import { usersArea } from './users';

/**
 * Every area of the console, in navigation order: the one list an area is added to. Every
 * registry is derived from it; `npm run areas` writes the lists that must be static imports
 * (contract/area-routers.ts, server/areas.ts, src/areas.ts), and `npm run lint` fails when one
 * is stale.
 */
export const AREAS = [
  companiesArea,
  rolesArea,
  usersArea,
  applicationsArea,
  auditArea,
  dashboardsArea,
  ordersArea,
  customersArea,
  linkedCompaniesArea,
  adminCrmArea,
  suppliersArea,
] as const;

export type AreaName = (typeof AREAS)[number]['name'];

/** Every audited kind of record, by audit area name. */
export const AUDITED = auditedRecords(AREAS);

type Audited = typeof AUDITED;
type PlatformOnly = { readonly history: { readonly scope: 'platformAdmin' } };

/**
 * Each company record kind's History rule, keyed like the auditHistory contract router; a
 * platform kind's History is the platform admin's (contract/audit-platform.ts).
 */
export const historyAccess = Object.fromEntries(
  Object.entries(AUDITED)
    .filter(([, record]) => record.history.scope !== 'platformAdmin')
    .map(([name, record]) => [name, record.history]),
) as {
  [Name in keyof Audited as Audited[Name] extends PlatformOnly
    ? never
    : Name]: Audited[Name]['history'];
};

export const areaTable = accessTable(AREAS);
