import { useParams } from 'wouter';
import type { DashboardAccess } from '#contract/page-access';

/** Dashboards belong to a company or to one application (spec section 3). */
export type Scope = { kind: 'company' | 'application'; id: string };

/** The scope named by the route: an :applicationId wins, else the :companyId. */
export function useScope(fallbackCompanyId?: string | number | null): Scope {
  const { companyId, applicationId } = useParams<{ companyId?: string; applicationId?: string }>();
  if (applicationId) return { kind: 'application', id: applicationId };
  return { kind: 'company', id: companyId ?? String(fallbackCompanyId ?? '') };
}

/** Where a scope's dashboard screens live (spec section 2). */
export function scopePaths(scope: Scope) {
  const home = scope.kind === 'company' ? `/companies/${scope.id}` : `/applications/${scope.id}`;
  return {
    home,
    editDashboard: (dashboardId: number) => `${home}/dashboards/${dashboardId}/edit`,
    addWidget: (dashboardId: number, widgetId?: number) =>
      `${home}/widgets/add?dashboardId=${dashboardId}${widgetId ? `&widgetId=${widgetId}` : ''}`,
    editWidget: (instanceId: number) => `${home}/widgets/${instanceId}/edit`,
  };
}

/**
 * The contract operation a dashboard action of the scope calls (`'addWidget'` under an
 * application is `applicationDashboards.addWidget`), whose permission shows the action.
 */
export const dashboardOperation = <Op extends keyof DashboardAccess>(
  scope: Scope,
  operation: Op,
) =>
  scope.kind === 'company'
    ? (`companyDashboards.${operation}` as const)
    : (`applicationDashboards.${operation}` as const);

/** react-query keys: everything about a scope's dashboards starts with dashboardsKey. */
export const dashboardsKey = (scope: Scope) => ['dashboards', scope.kind, scope.id];

const storageKey = (scope: Scope) => `activeDashboard:${scope.kind}:${scope.id}`;

/** The active dashboard per scope, kept in local storage (spec section 4); 0 is the default. */
export const activeDashboard = {
  get(scope: Scope): number {
    const stored = Number(localStorage.getItem(storageKey(scope)));
    return Number.isInteger(stored) && stored > 0 ? stored : 0;
  },
  set(scope: Scope, dashboardId: number) {
    if (dashboardId === 0) localStorage.removeItem(storageKey(scope));
    else localStorage.setItem(storageKey(scope), String(dashboardId));
  },
};
