import { dashboards, widgetInstances } from '#server/db/schema';
import type { AccessRow } from './access.fixtures';
import { body } from './dashboards.fixtures';
import type { TestServer } from './harness';

/** A dashboard of the company with one widget, made straight in the database. */
async function freshBoard(server: TestServer, companyId: number) {
  const { db } = server.database;
  const [board] = await db
    .insert(dashboards)
    .values({ companyId, name: 'Access board' })
    .returning({ id: dashboards.id });
  if (!board) throw new Error('dashboard not added');
  const [widget] = await db
    .insert(widgetInstances)
    .values({
      dashboardId: board.id,
      widgetId: 1006,
      title: 'Access widget',
      cssWidth: 'w-full',
      dateRangeId: 'DATE-1M',
    })
    .returning({ id: widgetInstances.id });
  if (!widget) throw new Error('widget not added');
  return { dashboardId: board.id, instanceId: widget.id };
}

const read = 'apps_widgets_read' as const;
const edit = 'apps_widgets_edit' as const;
const row = (
  name: string,
  permission: AccessRow['permission'],
  success: number,
  call: AccessRow['call'],
): AccessRow => ({ name, permission, companyInPath: true, success, call });

/** The company dashboard and widget endpoints for the table-driven access test. */
export const DASHBOARD_ROWS: AccessRow[] = [
  row('GET dashboards', read, 200, async (_s, id) => ({
    method: 'GET',
    path: `/api/companies/${id}/dashboards`,
  })),
  row('GET dashboard', read, 200, async (s, id) => {
    const { dashboardId } = await freshBoard(s, id);
    return { method: 'GET', path: `/api/companies/${id}/dashboards/${dashboardId}` };
  }),
  row('POST dashboards', edit, 201, async (_s, id) => ({
    method: 'POST',
    path: `/api/companies/${id}/dashboards`,
    body: { name: 'Access', description: '' },
  })),
  row('PUT dashboard', edit, 200, async (s, id) => {
    const { dashboardId } = await freshBoard(s, id);
    return {
      method: 'PUT',
      path: `/api/companies/${id}/dashboards/${dashboardId}`,
      body: {
        dashboardId,
        dashboardName: 'Renamed',
        dashboardDescription: '',
        sortedWidgetInstanceIds: [],
      },
    };
  }),
  row('DELETE dashboard', edit, 200, async (s, id) => {
    const { dashboardId } = await freshBoard(s, id);
    return { method: 'DELETE', path: `/api/companies/${id}/dashboards/${dashboardId}` };
  }),
  row('GET widget', read, 200, async (s, id) => {
    const { instanceId } = await freshBoard(s, id);
    return { method: 'GET', path: `/api/companies/${id}/widgets/${instanceId}` };
  }),
  row('GET widget data', read, 200, async (s, id) => {
    const { instanceId } = await freshBoard(s, id);
    return { method: 'GET', path: `/api/companies/${id}/widgets/${instanceId}/data` };
  }),
  row('POST widget', 'apps_widgets_add', 201, async (s, id) => {
    const { dashboardId } = await freshBoard(s, id);
    return {
      method: 'POST',
      path: `/api/companies/${id}/dashboards/${dashboardId}/widgets/1006/searches-over-time`,
      body: body({}),
    };
  }),
  row('PUT widget', edit, 200, async (s, id) => {
    const { instanceId } = await freshBoard(s, id);
    return {
      method: 'PUT',
      path: `/api/companies/${id}/widgets/${instanceId}/searches-over-time`,
      body: body({}),
    };
  }),
  row('DELETE widget', edit, 200, async (s, id) => {
    const { instanceId } = await freshBoard(s, id);
    return { method: 'DELETE', path: `/api/companies/${id}/widgets/${instanceId}` };
  }),
];
