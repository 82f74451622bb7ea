import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { Card, List, LoadingBlock, Muted, Page, Stack } from '#ui';
import { api } from '../../api/client';
import { PermissionGate } from '../../components/permissions';
import { GoTo } from '../../routing/GoTo';
import { dashboardsKey } from '../dashboards/scope';

/** /applications/{id}/widgets/{widgetUrl}: one widget and the application's instances of it. */
export default function WidgetDirectoryEntryPage() {
  const { applicationId = '', widgetUrl = '' } = useParams<{
    applicationId: string;
    widgetUrl: string;
  }>();
  const entry = useQuery({
    // Under the application's dashboards key, so saving or removing an instance anywhere (which
    // refreshes that key) refreshes this list too.
    queryKey: [
      ...dashboardsKey({ kind: 'application', id: applicationId }),
      'directory',
      widgetUrl,
    ],
    queryFn: async () => {
      const answer = await api.widgets.appWidget({ params: { applicationId, widgetUrl } });
      if (answer.status !== 200) throw answer;
      return answer.body;
    },
  });
  const base = `/applications/${applicationId}/widgets/${widgetUrl}`;
  // Spec section 8: what fails to load returns to its list, the directory (the cache toasts why).
  if (entry.isError) return <GoTo to={`/applications/${applicationId}/widgets`} />;
  if (!entry.data) return <LoadingBlock />;
  const { widget, instances } = entry.data;
  return (
    <Page
      title={widget.name}
      subtitle={widget.description}
      actions={
        <PermissionGate access="applicationDashboards.addWidget">
          <Link href={`${base}/add`}>Add to dashboard</Link>
        </PermissionGate>
      }
    >
      <Stack>
        <Card title="On this application's dashboards">
          {instances.length === 0 ? (
            <Muted>Not on any dashboard yet.</Muted>
          ) : (
            <List
              items={instances}
              getKey={(i) => i.instanceId}
              render={(i) => <Link href={`${base}/${i.instanceId}`}>{i.widgetTitle}</Link>}
            />
          )}
        </Card>
      </Stack>
    </Page>
  );
}
