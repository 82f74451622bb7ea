import { adminCrmClient } from './pages/admin/area';
import { applicationsClient } from './pages/applications/area';
import { auditClient } from './pages/audit/area';
import { customersClient } from './pages/customers/area';
import { dashboardsClient } from './pages/dashboards/area';
import { linkedCompaniesClient } from './pages/linked-companies/area';
import { ordersClient } from './pages/orders/area';
import { rolesClient } from './pages/roles/area';
import { companiesClient } from './pages/settings/area';
import { suppliersClient } from './pages/suppliers/area';
import { usersClient } from './pages/users/area';

/**
 * The client's half of every area (contract/areas/index.ts lists the contract's), in navigation
 * order: the route table, the navigation of both layouts and the palette are read from it.
 */
export const CLIENT_AREAS = [
  companiesClient,
  rolesClient,
  usersClient,
  applicationsClient,
  auditClient,
  dashboardsClient,
  ordersClient,
  customersClient,
  linkedCompaniesClient,
  adminCrmClient,
  suppliersClient,
] as const;
