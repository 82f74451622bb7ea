import { sql } from 'drizzle-orm';
import type { Tx } from './tx';

/**
 * Admin roles hold every permission and Editor roles every read permission, new ones too.
 * With a company id, only that company's system roles (a company the CRM has just added).
 */
export async function grantSystemRolePermissions(tx: Tx, companyId?: number) {
  const only = companyId === undefined ? sql`` : sql`and r.company_id = ${companyId}`;
  await tx.execute(sql`
    insert into role_permissions (role_id, permission_id)
    select r.id, p.id from roles r cross join permissions p
    where r.is_system and (r.name = 'Admin' or (r.name = 'Editor' and p.name ~ '_read$')) ${only}
    on conflict do nothing`);
}
