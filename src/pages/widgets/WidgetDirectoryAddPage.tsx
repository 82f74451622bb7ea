import { useParams } from 'wouter';
import { WIDGETS } from '#contract/widget-catalogue';
import { GoTo } from '../../routing/GoTo';
import { NOT_FOUND_PATH } from '../../routing/guards';
import { activeDashboard, scopePaths } from '../dashboards/scope';

/** /applications/{id}/widgets/{widgetUrl}/add: the editor in add mode for that widget. */
export default function WidgetDirectoryAddPage() {
  const { applicationId = '', widgetUrl = '' } = useParams<{
    applicationId: string;
    widgetUrl: string;
  }>();
  const scope = { kind: 'application', id: applicationId } as const;
  const widget = WIDGETS.find((w) => w.url === widgetUrl);
  if (!widget) return <GoTo to={NOT_FOUND_PATH} />;
  return <GoTo to={scopePaths(scope).addWidget(activeDashboard.get(scope), widget.widgetId)} />;
}
