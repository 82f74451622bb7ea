import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DashboardUpdateBody } from '#contract/dashboards';
import { MSG } from '#contract/messages';
import { WIDGET_TEXT } from '#contract/widgets';
import type { Scope } from '#server/access/index';
import { type Actor, audited } from '#server/audit/audited';
import { AUDIT } from '#server/audit/subjects';
import type { Db } from '#server/db/client';
import { dashboards, widgetInstances } from '#server/db/schema';
import { Invalid, NotFound } from '#server/kit/errors';
import { fieldError } from '#server/kit/form-error';
import { instancesOf } from './instances';
import { findDashboard, toDashboard } from './store';

/**
 * Renames and reorders in one transaction. The listed instances take orderId 0, 1, 2… in the
 * order given; every id must be one of this dashboard's instances, so a stale or foreign id is
 * a form error rather than a silent no-op.
 */
export async function updateDashboard(
  db: Db,
  scope: Scope,
  dashboardId: number,
  body: DashboardUpdateBody,
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    const dashboard = await findDashboard(tx, scope, dashboardId);
    return audited(tx, actor, AUDIT.dashboards, dashboard.id, async () => {
      const ids = body.sortedWidgetInstanceIds;
      if (ids.length > 0) {
        const mine = await tx
          .select({ id: widgetInstances.id })
          .from(widgetInstances)
          .where(
            and(eq(widgetInstances.dashboardId, dashboard.id), inArray(widgetInstances.id, ids)),
          );
        if (mine.length !== ids.length) throw fieldError('sortedWidgetInstanceIds', MSG.notFound);
        // One statement: position in the array becomes the order.
        await tx.execute(sql`
        update widget_instances w set order_id = o.ord - 1
        from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as o(id, ord)
        where w.id = o.id and w.dashboard_id = ${dashboard.id}`);
      }
      const [row] = await tx
        .update(dashboards)
        .set({ name: body.dashboardName, description: body.dashboardDescription })
        .where(eq(dashboards.id, dashboard.id))
        .returning();
      if (!row) throw new NotFound();
      return { ...toDashboard(row), widgets: await instancesOf(tx, row) };
    });
  });
}

export async function removeDashboard(db: Db, scope: Scope, dashboardId: number, actor: Actor) {
  const dashboard = await findDashboard(db, scope, dashboardId);
  if (dashboard.isDefault) throw new Invalid(WIDGET_TEXT.defaultDashboardDelete);
  await db.transaction((tx) =>
    audited(tx, actor, AUDIT.dashboards, dashboard.id, () =>
      tx.delete(dashboards).where(eq(dashboards.id, dashboard.id)),
    ),
  );
  return dashboard.id;
}
