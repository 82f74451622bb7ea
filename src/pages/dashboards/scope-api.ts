import type { DashboardCreateBody, DashboardUpdateBody } from '#contract/dashboards';
import type { WidgetInstanceBody } from '#contract/widgets';
import { api } from '../../api/client';
import type { Scope } from './scope';

type Answer = { status: number; body: unknown };
type Body<R> = R extends { status: 200 | 201; body: infer B } ? B : never;

/** The body of a 2xx answer; anything else is thrown as { status, body } for errorTextsFrom. */
async function ok<R extends Answer>(call: Promise<R>): Promise<Body<R>> {
  const answer = await call;
  if (answer.status === 200 || answer.status === 201) return answer.body as Body<R>;
  throw answer;
}

const s = (n: number) => String(n);

/**
 * The dashboard calls of spec section 7 for either scope. The two routers have the same shapes
 * and differ only in the path parameter, so the pages call this one surface. Either router is
 * called with both scope ids: each path takes the one it names, and the other never leaves here.
 */
export function scopeApi(scope: Scope) {
  const r = scope.kind === 'company' ? api.companyDashboards : api.applicationDashboards;
  const p = { companyId: scope.id, applicationId: scope.id };
  return {
    list: () => ok(r.list({ params: p })),
    get: (id: number) => ok(r.get({ params: { ...p, dashboardId: s(id) } })),
    update: (id: number, body: DashboardUpdateBody) =>
      ok(r.update({ params: { ...p, dashboardId: s(id) }, body })),
    create: (body: DashboardCreateBody) => ok(r.create({ params: p, body })),
    remove: (id: number) => ok(r.remove({ params: { ...p, dashboardId: s(id) } })),
    getWidget: (id: number) => ok(r.getWidget({ params: { ...p, widgetInstanceId: s(id) } })),
    widgetData: (id: number) => ok(r.widgetData({ params: { ...p, widgetInstanceId: s(id) } })),
    saveWidget: (id: number, apiEndpoint: string, body: WidgetInstanceBody) =>
      ok(r.saveWidget({ params: { ...p, widgetInstanceId: s(id), apiEndpoint }, body })),
    addWidget: (
      dashboardId: number,
      widgetId: number,
      apiEndpoint: string,
      body: WidgetInstanceBody,
    ) =>
      ok(
        r.addWidget({
          params: { ...p, dashboardId: s(dashboardId), widgetId: s(widgetId), apiEndpoint },
          body,
        }),
      ),
    removeWidget: (id: number) => ok(r.removeWidget({ params: { ...p, widgetInstanceId: s(id) } })),
  };
}
export type ScopeApi = ReturnType<typeof scopeApi>;
