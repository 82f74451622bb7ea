import { useSearchParams } from 'wouter';
import { COMPANY_OVERVIEW_WIDGET_ID, widgetById } from '#contract/widget-catalogue';
import { Page } from '#ui';
import { activeDashboard, scopePaths, useScope } from '../dashboards/scope';
import { WidgetEditor } from './WidgetEditor';
import { WidgetPicker } from './WidgetPicker';

const noInstance = () => Promise.reject(new Error('add mode loads nothing'));

/** /…/widgets/add?widgetId=…&dashboardId=…: pick a widget, then the editor in add mode. */
export default function WidgetAddPage() {
  const scope = useScope();
  const [search] = useSearchParams();
  const fromQuery = Number(search.get('dashboardId'));
  const dashboardId =
    Number.isInteger(fromQuery) && search.has('dashboardId')
      ? fromQuery
      : activeDashboard.get(scope);
  const widget = widgetById(Number(search.get('widgetId')));
  return (
    <Page title="Add Widget">
      {widget ? (
        <WidgetEditor
          key={widget.widgetId}
          scope={scope}
          widget={widget}
          instanceId={0}
          dashboardId={dashboardId}
          load={noInstance}
        />
      ) : (
        <WidgetPicker
          hrefOf={(w) => scopePaths(scope).addWidget(dashboardId, w.widgetId)}
          only={(w) => scope.kind === 'company' || w.widgetId !== COMPANY_OVERVIEW_WIDGET_ID}
        />
      )}
    </Page>
  );
}
