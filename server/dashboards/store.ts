import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Dashboard } from '#contract/dashboards';
import { DEFAULT_DASHBOARD_ID } from '#contract/dashboards';
import type { Scope } from '#server/access/index';
import type { Db } from '#server/db/client';
import { dashboards } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { NotFound } from '#server/kit/errors';

const DEFAULT_DASHBOARD_NAME = 'Default';
export type DashboardRow = typeof dashboards.$inferSelect;

export function inScope(scope: Scope): SQL {
  const app =
    scope.applicationId === null
      ? isNull(dashboards.applicationId)
      : eq(dashboards.applicationId, scope.applicationId);
  return and(eq(dashboards.companyId, scope.companyId), app) ?? app;
}

/** The API calls the default dashboard 0 whatever its row id. */
export const apiDashboardId = (row: Pick<DashboardRow, 'id' | 'isDefault'>) =>
  row.isDefault ? DEFAULT_DASHBOARD_ID : row.id;

export function toDashboard(row: DashboardRow): Dashboard {
  return {
    id: apiDashboardId(row),
    name: row.name,
    description: row.description,
    companyId: row.companyId,
    applicationId: row.applicationId,
  };
}

/** The scope's default dashboard, made on first use; `created` says whether this call made it. */
export async function ensureDefault(db: Db | Tx, scope: Scope) {
  const made = await db
    .insert(dashboards)
    .values({ ...scope, name: DEFAULT_DASHBOARD_NAME, isDefault: true })
    .onConflictDoNothing()
    .returning();
  if (made[0]) return { row: made[0], created: true };
  const [row] = await db
    .select()
    .from(dashboards)
    .where(and(inScope(scope), eq(dashboards.isDefault, true)));
  if (!row) throw new Error('The default dashboard could not be made');
  return { row, created: false };
}

/** A dashboard of the scope by its API id (0 = default); another scope's is a 404. */
export async function findDashboard(db: Db | Tx, scope: Scope, dashboardId: number) {
  if (dashboardId === DEFAULT_DASHBOARD_ID) return (await ensureDefault(db, scope)).row;
  const [row] = await db
    .select()
    .from(dashboards)
    .where(and(inScope(scope), eq(dashboards.id, dashboardId)));
  if (!row) throw new NotFound();
  return row;
}

export async function listDashboards(db: Db, scope: Scope): Promise<Dashboard[]> {
  await ensureDefault(db, scope);
  const rows = await db
    .select()
    .from(dashboards)
    .where(inScope(scope))
    .orderBy(desc(dashboards.isDefault), asc(dashboards.id));
  return rows.map(toDashboard);
}
