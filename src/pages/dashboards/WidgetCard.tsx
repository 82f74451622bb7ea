import { EyeOpenIcon, Pencil1Icon, TrashIcon } from '@radix-ui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { widgetById } from '#contract/widget-catalogue';
import type { WidgetInstance } from '#contract/widgets';
import { WIDGET_TEXT } from '#contract/widgets';
import { errorTextsFrom } from '#machines/error-text';
import { Card, ConfirmDialog, IconButton, RowActions } from '#ui';
import { ChartState } from '../../charts/ChartState';
import { WidgetChart } from '../../charts/WidgetChart';
import { usePermission } from '../../components/permissions';
import { useSave } from '../../kit/use-save';
import * as styles from './dashboards.css';
import { dashboardOperation, dashboardsKey, type Scope, scopePaths } from './scope';
import { scopeApi } from './scope-api';

/**
 * One widget on a dashboard: its chart with loading, empty and error states, and its actions:
 * Edit and Remove for editors in edit mode only (a dashboard is for reading first), View for
 * those who may not edit.
 */
export function WidgetCard({
  scope,
  widget,
  editing,
}: {
  scope: Scope;
  widget: WidgetInstance;
  editing: boolean;
}) {
  const canEdit = usePermission(dashboardOperation(scope, 'saveWidget'));
  const [confirming, setConfirming] = useState(false);
  const data = useQuery({
    queryKey: [...dashboardsKey(scope), 'data', widget.instanceId],
    queryFn: () => scopeApi(scope).widgetData(widget.instanceId),
  });
  const remove = useSave({
    cacheKey: dashboardsKey(scope),
    call: () => scopeApi(scope).removeWidget(widget.instanceId),
    done: WIDGET_TEXT.widgetDeleted,
    onSaved: () => setConfirming(false),
  });
  const name = widgetById(widget.widgetId)?.name ?? 'Widget';
  return (
    <div
      className={`${styles.width[widget.cssWidth]} ${styles.widget}`}
      data-widget-id={widget.widgetId}
    >
      <Card aria-label={widget.widgetTitle} title={widget.widgetTitle}>
        {canEdit && !editing ? null : (
          <div className={styles.cardHead}>
            <RowActions>
              <IconButton
                asChild
                label={`${canEdit ? 'Edit' : 'View'} ${widget.widgetTitle}`}
                icon={
                  canEdit ? <Pencil1Icon aria-hidden="true" /> : <EyeOpenIcon aria-hidden="true" />
                }
              >
                <Link href={scopePaths(scope).editWidget(widget.instanceId)} />
              </IconButton>
              {canEdit ? (
                <IconButton
                  danger
                  label={`Remove ${widget.widgetTitle}`}
                  icon={<TrashIcon aria-hidden="true" />}
                  onClick={() => setConfirming(true)}
                />
              ) : null}
            </RowActions>
          </div>
        )}
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
        error={remove.failure}
        busy={remove.saving}
        onConfirm={() => void remove.submit(undefined)}
        onCancel={() => {
          setConfirming(false);
          remove.reset();
        }}
      />
    </div>
  );
}
