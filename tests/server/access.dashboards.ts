import type { AccessRow } from './access.fixtures';
import { boardWithWidget, body } from './dashboards.fixtures';
import type { TestServer } from './harness';

/** A dashboard of the company with one widget, made straight in the database. */
const freshBoard = (server: TestServer, companyId: number) =>
  boardWithWidget(server, { companyId, name: 'Access board' });

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
