import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { widgetById } from '#contract/widget-catalogue';
import { WIDGET_TEXT } from '#contract/widgets';
import { Alert, LoadingBlock, Page } from '#ui';
import { GoTo } from '../../routing/GoTo';
import { dashboardsKey, scopePaths, useScope } from '../dashboards/scope';
import { scopeApi } from '../dashboards/scope-api';
import { WidgetEditor } from './WidgetEditor';

/**
 * /…/widgets/{widgetInstanceId}/edit (and the directory's /widgets/{url}/{id}). The instance is
 * fetched once to learn its widget type; the machine's load step then reads the same cache.
 */
export default function WidgetEditPage() {
  const scope = useScope();
  const client = useQueryClient();
  const { widgetInstanceId = '' } = useParams<{ widgetInstanceId: string }>();
  const id = Number(widgetInstanceId);
  const key = [...dashboardsKey(scope), 'widget', id];
  const fetchInstance = () => scopeApi(scope).getWidget(id);
  const instance = useQuery({ queryKey: key, queryFn: fetchInstance });
  const widget = instance.data ? widgetById(instance.data.widgetId) : undefined;
  // Spec section 8: a record that fails to load returns to its list (the cache toasts why).
  if (instance.isError) return <GoTo to={scopePaths(scope).home} />;
  return (
    <Page title="Edit Widget">
      {!instance.data ? (
        <LoadingBlock />
      ) : !widget ? (
        <Alert tone="danger">{WIDGET_TEXT.unknownWidget}</Alert>
      ) : (
        <WidgetEditor
          key={id}
          scope={scope}
          widget={widget}
          instanceId={id}
          dashboardId={instance.data.dashboardId}
          load={() => client.fetchQuery({ queryKey: key, queryFn: fetchInstance })}
        />
      )}
    </Page>
  );
}
