import { adminCrmServer } from './admin-crm/area';
import { applicationsServer } from './applications/area';
import { auditServer } from './audit/area';
import { companiesServer } from './companies/area';
import { customersServer } from './customers/area';
import { dashboardsServer } from './dashboards/area';
import { linkedCompaniesServer } from './linked-companies/area';
import { ordersServer } from './orders/area';
import { rolesServer } from './roles/area';
import { suppliersServer } from './suppliers/area';
import { usersServer } from './users/area';

/** The server's half of every area (contract/areas/index.ts lists the contract's). */
export const SERVER_AREAS = [
  companiesServer,
  rolesServer,
  usersServer,
  applicationsServer,
  auditServer,
  dashboardsServer,
  ordersServer,
  customersServer,
  linkedCompaniesServer,
  adminCrmServer,
  suppliersServer,
] as const;
