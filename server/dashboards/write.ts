import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DashboardCreateBody, DashboardUpdateBody } from '#contract/dashboards';
import { MSG } from '#contract/messages';
import { WIDGET_TEXT } from '#contract/widgets';
import type { Scope } from '#server/access/index';
import type { Actor } from '#server/audit/audited';
import { AUDIT } from '#server/audit/subjects';
import type { Db } from '#server/db/client';
import { dashboards, widgetInstances } from '#server/db/schema';
import type { Tx } from '#server/db/tx';
import { Invalid } from '#server/kit/errors';
import { fieldError } from '#server/kit/form-error';
import { defineRecord } from '#server/kit/record';
import { instancesOf } from './instances';
import { findDashboard, inScope, toDashboard } from './store';

// The dashboards API carries no versions: the last save wins (update's `null`).
const record = defineRecord({ table: dashboards, audit: AUDIT.dashboards });

export const createDashboard = (db: Db, scope: Scope, body: DashboardCreateBody, actor: Actor) =>
  record.create(db, actor, () => ({ ...scope, name: body.name, description: body.description }));

/**
 * The listed instances take orderId 0, 1, 2… in the order given; every id must be one of this
 * dashboard's instances, so a stale or foreign id is a form error rather than a silent no-op.
 */
async function reorder(tx: Tx, dashboardId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  const mine = await tx
    .select({ id: widgetInstances.id })
    .from(widgetInstances)
    .where(
      and(eq(widgetInstances.dashboardId, dashboardId), inArray(widgetInstances.id, [...ids])),
    );
  if (mine.length !== ids.length) throw fieldError('sortedWidgetInstanceIds', MSG.notFound);
  // One statement: position in the array becomes the order.
  await tx.execute(sql`
    update widget_instances w set order_id = o.ord - 1
    from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as o(id, ord)
    where w.id = o.id and w.dashboard_id = ${dashboardId}`);
}

/** Renames and reorders in one transaction, audited as one change of the dashboard. */
export async function updateDashboard(
  db: Db,
  scope: Scope,
  dashboardId: number,
  body: DashboardUpdateBody,
  actor: Actor,
) {
  const { id } = await findDashboard(db, scope, dashboardId);
  await record.update(
    db,
    actor,
    { id, scope: inScope(scope) },
    null,
    () => ({ name: body.dashboardName, description: body.dashboardDescription }),
    { after: (tx) => reorder(tx, id, body.sortedWidgetInstanceIds) },
  );
  const row = await findDashboard(db, scope, dashboardId);
  return { ...toDashboard(row), widgets: await instancesOf(db, row) };
}

export async function removeDashboard(db: Db, scope: Scope, dashboardId: number, actor: Actor) {
  const dashboard = await findDashboard(db, scope, dashboardId);
  if (dashboard.isDefault) throw new Invalid(WIDGET_TEXT.defaultDashboardDelete);
  await record.remove(db, actor, { id: dashboard.id, scope: inScope(scope) });
  return dashboard.id;
}
