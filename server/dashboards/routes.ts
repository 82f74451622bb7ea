import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import {
  applicationDashboardsContract,
  companyDashboardsContract,
  type DashboardCreateBody,
  type DashboardUpdateBody,
} from '#contract/dashboards';
import type { WidgetInstanceBody } from '#contract/widgets';
import { accessOf, type ScopeParams, scopeOf } from '#server/access/index';
import type { AppDeps } from '#server/deps';
import { widgetData } from '#server/widgets/data';
import {
  deleteInstance,
  findInstance,
  insertInstance,
  instancesOf,
  toInstance,
  updateInstance,
} from './instances';
import { findDashboard, listDashboards, toDashboard } from './store';
import { checkedWidget } from './validate';
import { createDashboard, removeDashboard, updateDashboard } from './write';

const s = initServer();

type Args<P, B = never> = { request: FastifyRequest; params: ScopeParams & P } & ([B] extends [
  never,
]
  ? object
  : { body: B });

/**
 * One set of handlers for both scopes: `/companies/{companyId}` and
 * `/applications/{applicationId}` differ only in the scope access answers.
 */
function dashboardHandlers(deps: AppDeps) {
  const { db } = deps.db;
  const now = () => new Date();

  return {
    list: async ({ request, params }: Args<object>) => {
      const scope = scopeOf(request, params);
      return { status: 200 as const, body: await listDashboards(db, scope) };
    },
    get: async ({ request, params }: Args<{ dashboardId: number }>) => {
      const scope = scopeOf(request, params);
      const row = await findDashboard(db, scope, params.dashboardId);
      return {
        status: 200 as const,
        body: { ...toDashboard(row), widgets: await instancesOf(db, row) },
      };
    },
    update: async ({
      request,
      params,
      body,
    }: Args<{ dashboardId: number }, DashboardUpdateBody>) => {
      const scope = scopeOf(request, params);
      return {
        status: 200 as const,
        body: await updateDashboard(db, scope, params.dashboardId, body, accessOf(request)),
      };
    },
    create: async ({ request, params, body }: Args<object, DashboardCreateBody>) => {
      const scope = scopeOf(request, params);
      return {
        status: 201 as const,
        body: { id: await createDashboard(db, scope, body, accessOf(request)) },
      };
    },
    remove: async ({ request, params }: Args<{ dashboardId: number }>) => {
      const scope = scopeOf(request, params);
      return {
        status: 200 as const,
        body: { id: await removeDashboard(db, scope, params.dashboardId, accessOf(request)) },
      };
    },
    getWidget: async ({ request, params }: Args<{ widgetInstanceId: number }>) => {
      const scope = scopeOf(request, params);
      const found = await findInstance(db, scope, params.widgetInstanceId);
      return { status: 200 as const, body: toInstance(found.instance, found.dashboard) };
    },
    widgetData: async ({ request, params }: Args<{ widgetInstanceId: number }>) => {
      const scope = scopeOf(request, params);
      const found = await findInstance(db, scope, params.widgetInstanceId);
      const instance = toInstance(found.instance, found.dashboard);
      const widget = await checkedWidget.known(instance.widgetId);
      return { status: 200 as const, body: await widgetData(db, scope, widget, instance, now()) };
    },
    saveWidget: async ({
      request,
      params,
      body,
    }: Args<{ widgetInstanceId: number; apiEndpoint: string }, WidgetInstanceBody>) => {
      const scope = scopeOf(request, params);
      const found = await findInstance(db, scope, params.widgetInstanceId);
      await checkedWidget.body(db, scope, found.instance.widgetId, params.apiEndpoint, body, now());
      const actor = accessOf(request);
      const saved = await updateInstance(db, found.dashboard, found.instance.id, body, actor);
      return { status: 200 as const, body: saved };
    },
    addWidget: async ({
      request,
      params,
      body,
    }: Args<
      { dashboardId: number; widgetId: number; apiEndpoint: string },
      WidgetInstanceBody
    >) => {
      const scope = scopeOf(request, params);
      const dashboard = await findDashboard(db, scope, params.dashboardId);
      await checkedWidget.body(db, scope, params.widgetId, params.apiEndpoint, body, now());
      const added = await insertInstance(db, dashboard, params.widgetId, body, accessOf(request));
      return { status: 201 as const, body: added };
    },
    removeWidget: async ({ request, params }: Args<{ widgetInstanceId: number }>) => {
      const scope = scopeOf(request, params);
      const found = await findInstance(db, scope, params.widgetInstanceId);
      await deleteInstance(db, found.dashboard.id, found.instance.id, accessOf(request));
      return { status: 200 as const, body: { instanceId: found.instance.id } };
    },
  };
}

export const companyDashboardsRouter = (deps: AppDeps) =>
  s.router(companyDashboardsContract, dashboardHandlers(deps));
export const applicationDashboardsRouter = (deps: AppDeps) =>
  s.router(applicationDashboardsContract, dashboardHandlers(deps));
