import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { widgetById } from '#contract/widget-catalogue';
import type { WidgetInstance } from '#contract/widgets';
import { WIDGET_TEXT } from '#contract/widgets';
import { errorTextsFrom } from '#machines/error-text';
import { Button, Card, ConfirmDialog } from '#ui';
import { ChartState } from '../../charts/ChartState';
import { WidgetChart } from '../../charts/WidgetChart';
import { usePermission } from '../../components/permissions';
import { notifications, notifyFailure } from '../../notify/store';
import * as styles from './dashboards.css';
import { dashboardsKey, type Scope, scopePaths } from './scope';
import { scopeApi } from './scope-api';

/** One widget on a dashboard: its chart with loading, empty and error states, and its actions. */
export function WidgetCard({ scope, widget }: { scope: Scope; widget: WidgetInstance }) {
  const client = useQueryClient();
  const canEdit = usePermission('apps_widgets_edit');
  const [confirming, setConfirming] = useState(false);
  const data = useQuery({
    queryKey: [...dashboardsKey(scope), 'data', widget.instanceId],
    queryFn: () => scopeApi(scope).widgetData(widget.instanceId),
  });
  const remove = async () => {
    try {
      await scopeApi(scope).removeWidget(widget.instanceId);
      notifications.notify('success', WIDGET_TEXT.widgetDeleted);
      setConfirming(false);
      await client.invalidateQueries({ queryKey: dashboardsKey(scope) });
    } catch (error) {
      notifyFailure(error);
    }
  };
  const name = widgetById(widget.widgetId)?.name ?? 'Widget';
  return (
    <div className={styles.width[widget.cssWidth]} data-widget-id={widget.widgetId}>
      <Card aria-label={widget.widgetTitle} title={widget.widgetTitle}>
        <div className={styles.cardHead}>
          <Link href={scopePaths(scope).editWidget(widget.instanceId)}>
            {canEdit ? `Edit ${widget.widgetTitle}` : `View ${widget.widgetTitle}`}
          </Link>
          {canEdit ? (
            <Button
              size="sm"
              tone="secondary"
              aria-label={`Remove ${widget.widgetTitle}`}
              onClick={() => setConfirming(true)}
            >
              Remove
            </Button>
          ) : null}
        </div>
        {data.isPending ? (
          <ChartState state="loading" />
        ) : data.isError ? (
          <ChartState
            state="error"
            messages={errorTextsFrom(data.error)}
            onRetry={() => void data.refetch()}
          />
        ) : (
          <WidgetChart data={data.data} />
        )}
      </Card>
      <ConfirmDialog
        open={confirming}
        title={`Remove ${widget.widgetTitle}?`}
        description={`The ${name} widget leaves this dashboard.`}
        confirmLabel="Remove"
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
