import { and, asc, eq } from 'drizzle-orm';
import { NEW_WIDGET_ORDER } from '#contract/constants';
import type { WidgetInstance, WidgetInstanceBody } from '#contract/widgets';
import { ExtraSettings } from '#contract/widgets';
import type { Scope } from '#server/access/index';
import { type Actor, auditCreated, audited } from '#server/audit/audited';
import { AUDIT } from '#server/audit/subjects';
import type { Db } from '#server/db/client';
import { dashboards, widgetInstances } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { NotFound } from '#server/kit/errors';
import { apiDashboardId, type DashboardRow, inScope } from './store';

export type InstanceRow = typeof widgetInstances.$inferSelect;

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

export async function insertInstance(
  db: Db | Tx,
  dashboard: DashboardRow,
  widgetId: number,
  body: WidgetInstanceBody,
  actor: Actor,
) {
  const row = await db.transaction(async (tx) => {
    const [added] = await tx
      .insert(widgetInstances)
      .values({
        ...columns(body),
        dashboardId: dashboard.id,
        widgetId,
        orderId: body.orderId ?? NEW_WIDGET_ORDER,
      })
      .returning();
    if (!added) throw new Error('The widget instance was not inserted');
    await auditCreated(tx, actor, AUDIT.widgets, added.id);
    return added;
  });
  return toInstance(row, dashboard);
}

export async function updateInstance(
  db: Db,
  dashboard: DashboardRow,
  instanceId: number,
  body: WidgetInstanceBody,
  actor: Actor,
) {
  const [row] = await db.transaction((tx) =>
    audited(tx, actor, AUDIT.widgets, instanceId, () =>
      tx
        .update(widgetInstances)
        .set({ ...columns(body), ...(body.orderId === undefined ? {} : { orderId: body.orderId }) })
        .where(eq(widgetInstances.id, instanceId))
        .returning(),
    ),
  );
  if (!row) throw new NotFound();
  return toInstance(row, dashboard);
}

export async function deleteInstance(db: Db, instanceId: number, actor: Actor) {
  await db.transaction((tx) =>
    audited(tx, actor, AUDIT.widgets, instanceId, () =>
      tx.delete(widgetInstances).where(eq(widgetInstances.id, instanceId)),
    ),
  );
}
