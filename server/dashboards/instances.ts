import { and, asc, eq } from 'drizzle-orm';
import { NEW_WIDGET_ORDER } from '#contract/constants';
import type { WidgetInstance, WidgetInstanceBody } from '#contract/widgets';
import { ExtraSettings } from '#contract/widgets';
import type { Scope } from '#server/access/index';
import type { Actor } from '#server/audit/audited';
import { AUDIT } from '#server/audit/subjects';
import type { Db } from '#server/db/client';
import { dashboards, widgetInstances } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { NotFound } from '#server/kit/errors';
import { defineRecord } from '#server/kit/record';
import { apiDashboardId, type DashboardRow, inScope } from './store';

type InstanceRow = typeof widgetInstances.$inferSelect;

export function toInstance(
  row: InstanceRow,
  dashboard: Pick<DashboardRow, 'id' | 'isDefault'>,
): WidgetInstance {
  const parsed = ExtraSettings.safeParse(row.additionalSettings);
  return {
    instanceId: row.id,
    widgetId: row.widgetId,
    dashboardId: apiDashboardId(dashboard),
    orderId: row.orderId,
    widgetTitle: row.title,
    selectedApplicationIds: row.selectedApplicationIds,
    dateRangeId: row.dateRangeId as WidgetInstance['dateRangeId'],
    customDateRange: row.customDateRange,
    cssWidth: row.cssWidth as WidgetInstance['cssWidth'],
    additionalSettings: parsed.success ? parsed.data : {},
  };
}

export async function instancesOf(db: Db | Tx, dashboard: DashboardRow) {
  const rows = await db
    .select()
    .from(widgetInstances)
    .where(eq(widgetInstances.dashboardId, dashboard.id))
    .orderBy(asc(widgetInstances.orderId), asc(widgetInstances.id));
  return rows.map((r) => toInstance(r, dashboard));
}

/** An instance on one of the scope's dashboards; any other is a 404. */
export async function findInstance(db: Db, scope: Scope, instanceId: number) {
  const [found] = await db
    .select({ instance: widgetInstances, dashboard: dashboards })
    .from(widgetInstances)
    .innerJoin(dashboards, eq(dashboards.id, widgetInstances.dashboardId))
    .where(and(eq(widgetInstances.id, instanceId), inScope(scope)));
  if (!found) throw new NotFound();
  return found;
}

const columns = (body: WidgetInstanceBody) => ({
  title: body.widgetTitle,
  cssWidth: body.cssWidth,
  dateRangeId: body.dateRangeId,
  customDateRange: body.customDateRange,
  selectedApplicationIds: [...new Set(body.selectedApplicationIds)],
  additionalSettings: body.additionalSettings,
});

// Instances carry no versions in the API either: the last save wins (update's `null`).
const record = defineRecord({ table: widgetInstances, audit: AUDIT.widgets });

/** An instance is in scope through its dashboard, which the caller found in its own scope. */
const onDashboard = (dashboardId: number, instanceId: number) => ({
  id: instanceId,
  scope: eq(widgetInstances.dashboardId, dashboardId),
});

async function readInstance(db: Db | Tx, dashboard: DashboardRow, instanceId: number) {
  const [row] = await db.select().from(widgetInstances).where(eq(widgetInstances.id, instanceId));
  if (!row) throw new NotFound();
  return toInstance(row, dashboard);
}

export async function insertInstance(
  db: Db | Tx,
  dashboard: DashboardRow,
  widgetId: number,
  body: WidgetInstanceBody,
  actor: Actor,
) {
  const id = await record.create(db, actor, () => ({
    ...columns(body),
    dashboardId: dashboard.id,
    widgetId,
    orderId: body.orderId ?? NEW_WIDGET_ORDER,
  }));
  return readInstance(db, dashboard, id);
}

export async function updateInstance(
  db: Db,
  dashboard: DashboardRow,
  instanceId: number,
  body: WidgetInstanceBody,
  actor: Actor,
) {
  await record.update(db, actor, onDashboard(dashboard.id, instanceId), null, () => ({
    ...columns(body),
    ...(body.orderId === undefined ? {} : { orderId: body.orderId }),
  }));
  return readInstance(db, dashboard, instanceId);
}

export const deleteInstance = (db: Db, dashboardId: number, instanceId: number, actor: Actor) =>
  record.remove(db, actor, onDashboard(dashboardId, instanceId));
