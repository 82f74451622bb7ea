import type { DashboardWithWidgets } from '#contract/dashboards';
import type { WidgetInstance } from '#contract/widgets';
import { dashboardsKey, type Scope } from './scope';

/** The react-query key of one dashboard with its widgets (ScopeDashboard reads it). */
export const boardKey = (scope: Scope, dashboardId: number) => [
  ...dashboardsKey(scope),
  'board',
  dashboardId,
];

/**
 * The dashboard with a widget just saved in it: added at its place, or replacing its older self.
 * The dashboard shows it at once on return, not after a refetch that may be slow or refused.
 */
export function withSavedWidget(
  board: DashboardWithWidgets,
  saved: WidgetInstance,
): DashboardWithWidgets {
  const others = board.widgets.filter((widget) => widget.instanceId !== saved.instanceId);
  const widgets = [...others, saved].sort((a, b) => a.orderId - b.orderId);
  return { ...board, widgets };
}
