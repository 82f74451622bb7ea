import { asc, eq, sql } from 'drizzle-orm';
import type { AuditArea } from '#contract/audit';
import {
  applications,
  companies,
  dashboards,
  memberships,
  permissions,
  rolePermissions,
  roles,
  users,
  widgetInstances,
} from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { accountColumns } from '#server/users/account';
import type { Snapshot, Subject } from './audited';
import { fieldsOf } from './fields';

/**
 * How each area's record reads in the audit trail. Readers lock the record's row (FOR UPDATE)
 * where its writers lock it anyway, so the "before" cannot be overtaken by a concurrent save;
 * the users reader locks nothing, its writers lock the company first (keepingRoleEditor).
 */
const subject = (area: AuditArea, read: Subject['read'], secrets?: string[]): Subject => ({
  area,
  read,
  ...(secrets ? { secrets } : {}),
});

async function role(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
  if (!row) return undefined;
  const granted = await tx
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, id))
    .orderBy(asc(permissions.name));
  const { companyId, ...rest } = row;
  const fields = { ...fieldsOf(rest), permissions: granted.map((g) => g.name) };
  return { companyId, label: row.name, fields };
}

/** A member as their company sees them: the account's own fields, the membership's, the role. */
const member = (companyId: number) => async (tx: Tx, id: number) => {
  const [row] = await tx
    .select({
      email: users.email,
      ...accountColumns,
      profilePictureUrl: users.profilePictureUrl,
      role: roles.name,
      isActive: memberships.isActive,
      jobTitle: memberships.jobTitle,
      countryCode: memberships.countryCode,
      commissionPercentage: memberships.commissionPercentage,
      targetAmount: memberships.targetAmount,
      backOfficeReference: memberships.backOfficeReference,
      biography: memberships.biography,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(sql`${memberships.companyId} = ${companyId} and ${memberships.userId} = ${id}`);
  if (!row) return undefined;
  return { companyId, label: row.email, fields: fieldsOf(row) };
};

async function application(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
  if (!row) return undefined;
  const { ingestionKeyHash, companyId, ...rest } = row;
  const fields = { ...fieldsOf(rest), ingestionKey: ingestionKeyHash };
  return { companyId, applicationId: id, label: row.name, fields };
}

async function company(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
  return row && { companyId: id, label: row.name, fields: fieldsOf(row) };
}

async function dashboard(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx.select().from(dashboards).where(eq(dashboards.id, id)).for('update');
  if (!row) return undefined;
  const { companyId, applicationId, ...rest } = row;
  // Its widgets' order, so a reorder reads as a change of the dashboard.
  const order = await tx
    .select({ id: widgetInstances.id })
    .from(widgetInstances)
    .where(eq(widgetInstances.dashboardId, id))
    .orderBy(asc(widgetInstances.orderId), asc(widgetInstances.id));
  const fields = { ...fieldsOf(rest), widgets: order.map((w) => w.id) };
  return { companyId, applicationId, label: row.name, fields };
}

async function widget(tx: Tx, id: number): Promise<Snapshot | undefined> {
  const [row] = await tx
    .select({
      instance: widgetInstances,
      companyId: dashboards.companyId,
      app: dashboards.applicationId,
    })
    .from(widgetInstances)
    .innerJoin(dashboards, eq(dashboards.id, widgetInstances.dashboardId))
    .where(eq(widgetInstances.id, id))
    .for('update', { of: widgetInstances });
  if (!row) return undefined;
  const fields = fieldsOf(row.instance);
  return { companyId: row.companyId, applicationId: row.app, label: row.instance.title, fields };
}

/** Each area's subject; users take the company, since a person's record is per company. */
export const AUDIT = {
  roles: subject('roles', role),
  users: (companyId: number) => subject('users', member(companyId)),
  // The key is kept only as a hash, and even that is never shown: a rotation reads "changed".
  applications: subject('applications', application, ['ingestionKey']),
  companies: subject('companies', company),
  dashboards: subject('dashboards', dashboard),
  widgets: subject('widgets', widget),
} as const;
