import { COMPANY_OVERVIEW_WIDGET_ID } from '#contract/widget-catalogue';
import { Page } from '#ui';
import { useScope } from '../dashboards/scope';
import { WidgetPicker } from './WidgetPicker';

/** /applications/{id}/widgetdirectory and /widgets: the catalogue, each widget to its page. */
export default function WidgetDirectoryPage() {
  const scope = useScope();
  return (
    <Page title="Widget directory">
      <WidgetPicker
        hrefOf={(w) => `/applications/${scope.id}/widgets/${w.url}`}
        only={(w) => w.widgetId !== COMPANY_OVERVIEW_WIDGET_ID}
      />
    </Page>
  );
}
