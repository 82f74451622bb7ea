import { expect, it } from 'vitest';
import type { Dashboard, DashboardWithWidgets } from '#contract/dashboards';
import { MSG } from '#contract/messages';
import { WIDGET_TEXT, type WidgetInstance } from '#contract/widgets';
import { addCompany, addMember, auth } from './access.fixtures';
import { body, caller } from './dashboards.fixtures';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';
import { signedIn } from './signed-in';

const company = '/api/companies/1';

describeEachDatabase('dashboards', (server) => {
  const { admin, editor } = signedIn(server, { admin: ADMIN, editor: EDITOR });
  const call = caller(server, () => admin);
  const asEditor = caller(server, () => editor);
  const addTo = (base: string, dashboardId: number, title: string) =>
    call<WidgetInstance>(
      'POST',
      `${base}/dashboards/${dashboardId}/widgets/1006/searches-over-time`,
      body({}, { widgetTitle: title }),
    );

  it('lists the default dashboard (id 0) first, creates, renames, reorders and deletes', async () => {
    const created = await call<{ id: number }>('POST', `${company}/dashboards`, {
      name: 'Marketing',
      description: 'Campaign figures',
    });
    expect(created.status).toBe(201);
    const list = await call<Dashboard[]>('GET', `${company}/dashboards`);
    expect(list.body[0]).toMatchObject({ id: 0, companyId: 1, applicationId: null });
    expect(list.body.map((d) => d.name)).toContain('Marketing');

    const id = created.body.id;
    const a = await addTo(company, id, 'First');
    const b = await addTo(company, id, 'Second');
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ dashboardId: id, orderId: 99, widgetTitle: 'First' });
    const updated = await call<DashboardWithWidgets>('PUT', `${company}/dashboards/${id}`, {
      companyId: 1,
      dashboardId: id,
      dashboardName: 'Marketing 2',
      dashboardDescription: '',
      sortedWidgetInstanceIds: [b.body.instanceId, a.body.instanceId],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.name).toBe('Marketing 2');
    expect(updated.body.widgets.map((w) => [w.widgetTitle, w.orderId])).toEqual([
      ['Second', 0],
      ['First', 1],
    ]);
    expect((await call('DELETE', `${company}/dashboards/${id}`)).status).toBe(200);
    expect((await call('GET', `${company}/dashboards/${id}`)).status).toBe(404);
    expect((await call('GET', `${company}/widgets/${a.body.instanceId}`)).status).toBe(404);
  });

  it('refuses to delete the default dashboard and validates name and order', async () => {
    const refused = await call('DELETE', `${company}/dashboards/0`);
    expect(refused).toMatchObject({
      status: 400,
      body: { title: WIDGET_TEXT.defaultDashboardDelete },
    });
    const noName = await call('POST', `${company}/dashboards`, { name: ' ', description: '' });
    expect(noName.status).toBe(400);
    const other = await call<{ id: number }>('POST', `${company}/dashboards`, {
      name: 'Other',
      description: '',
    });
    const foreign = await addTo(company, other.body.id, 'Elsewhere');
    const reorder = await call<{ errors: Record<string, string[]> }>(
      'PUT',
      `${company}/dashboards/0`,
      {
        dashboardId: 0,
        dashboardName: 'Default',
        dashboardDescription: '',
        sortedWidgetInstanceIds: [foreign.body.instanceId],
      },
    );
    expect(reorder.status).toBe(400);
    expect(reorder.body.errors.sortedWidgetInstanceIds).toBeDefined();
  });

  it('keeps company and application dashboards apart', async () => {
    const app = '/api/applications/1';
    const onApp = await addTo(app, 0, 'On the application');
    expect(onApp.body.dashboardId).toBe(0);
    expect((await call('GET', `${company}/widgets/${onApp.body.instanceId}`)).status).toBe(404);
    expect((await call('GET', `/api/applications/2/widgets/${onApp.body.instanceId}`)).status).toBe(
      404,
    );
    const appBoard = await call<DashboardWithWidgets>('GET', `${app}/dashboards/0`);
    expect(appBoard.body).toMatchObject({ id: 0, applicationId: 1, companyId: 1 });
    expect(appBoard.body.widgets.map((w) => w.instanceId)).toContain(onApp.body.instanceId);
    const dir = await call<WidgetInstance[]>('GET', '/api/widgets/apps/1/instances');
    expect(dir.body.map((w) => w.instanceId)).toContain(onApp.body.instanceId);
    const one = await call<{ instances: WidgetInstance[] }>(
      'GET',
      '/api/widgets/apps/1/searches-over-time',
    );
    expect(one.body.instances.map((w) => w.instanceId)).toContain(onApp.body.instanceId);
  });

  it("answers 404 for another company's dashboards, applications and instances", async () => {
    const otherId = await addCompany(server(), 'Other Dashboards Ltd');
    const outsider = await addMember(server(), otherId, [
      'apps_widgets_read',
      'apps_widgets_edit',
      'apps_widgets_add',
    ]);
    const asOutsider = caller(server, () => auth(outsider.accessToken));
    const mine = await addTo(company, 0, 'Private');
    expect((await asOutsider('GET', `${company}/dashboards`)).status).toBe(404);
    expect((await asOutsider('GET', '/api/applications/1/dashboards/0')).status).toBe(404);
    expect(
      (await asOutsider('GET', `/api/companies/${otherId}/widgets/${mine.body.instanceId}`)).status,
    ).toBe(404);
    expect(
      (await asOutsider('DELETE', `/api/companies/${otherId}/widgets/${mine.body.instanceId}`))
        .status,
    ).toBe(404);
    expect((await asOutsider('GET', '/api/widgets/apps/1/instances')).status).toBe(404);
    const own = await asOutsider<Dashboard[]>('GET', `/api/companies/${otherId}/dashboards`);
    expect(own.body).toHaveLength(1);
  });

  it('lets a read-only user read but not change', async () => {
    const widget = await addTo(company, 0, 'Readable');
    expect((await asEditor('GET', `${company}/dashboards/0`)).status).toBe(200);
    expect((await asEditor('GET', `${company}/widgets/${widget.body.instanceId}`)).status).toBe(
      200,
    );
    expect(
      (await asEditor('GET', `${company}/widgets/${widget.body.instanceId}/data`)).status,
    ).toBe(200);
    const denied = await asEditor('POST', `${company}/dashboards`, { name: 'No', description: '' });
    expect(denied).toMatchObject({ status: 403, body: { title: MSG.notAllowed } });
    const save = `${company}/widgets/${widget.body.instanceId}/searches-over-time`;
    expect((await asEditor('PUT', save, body({}))).status).toBe(403);
    expect((await asEditor('DELETE', `${company}/widgets/${widget.body.instanceId}`)).status).toBe(
      403,
    );
    expect(
      (await asEditor('POST', `${company}/dashboards/0/widgets/1006/searches-over-time`, body({})))
        .status,
    ).toBe(403);
  });
});
