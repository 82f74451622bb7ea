import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import {
  DashboardCreateBody,
  type DashboardUpdateBody,
  type DashboardWithWidgets,
} from '#contract/dashboards';
import type { WidgetInstance } from '#contract/widgets';
import { WIDGET_TEXT } from '#contract/widgets';
import { errorTextsFrom } from '#machines/error-text';
import { Alert, Button, Card, LoadingBlock, Muted, Page, Stack, TextField } from '#ui';
import { textProps, useContractForm } from '../../components/contract-form';
import { FormElement } from '../../components/FormElement';
import { usePermission } from '../../components/permissions';
import { notifications, notifyFailure } from '../../notify/store';
import { boardKey } from './board-cache';
import { SortableWidgets } from './SortableWidgets';
import { dashboardOperation, dashboardsKey, type Scope, scopePaths, useScope } from './scope';
import { scopeApi } from './scope-api';

function EditForm({ scope, board }: { scope: Scope; board: DashboardWithWidgets }) {
  const [, navigate] = useLocation();
  // The server refuses the save to those who may not call it: they see the dashboard only.
  const canEdit = usePermission(dashboardOperation(scope, 'update'));
  const client = useQueryClient();
  const [widgets, setWidgets] = useState<WidgetInstance[]>(board.widgets);
  const home = scopePaths(scope).home;
  const form = useContractForm(
    DashboardCreateBody,
    { name: board.name, description: board.description },
    async (value) => {
      const body: DashboardUpdateBody = {
        ...(scope.kind === 'company'
          ? { companyId: Number(scope.id) }
          : { applicationId: Number(scope.id) }),
        dashboardId: board.id,
        dashboardName: value.name,
        dashboardDescription: value.description,
        sortedWidgetInstanceIds: widgets.map((w) => w.instanceId),
      };
      try {
        await scopeApi(scope).update(board.id, body);
      } catch (error) {
        notifyFailure(error);
        return;
      }
      notifications.notify('success', WIDGET_TEXT.dashboardSaved);
      await client.invalidateQueries({ queryKey: dashboardsKey(scope) });
      navigate(home);
    },
  );
  return (
    <FormElement onSubmit={form.handleSubmit}>
      <Stack gap="lg">
        <Card>
          <Stack>
            <form.Field name="name">
              {(field) => <TextField label="Name" disabled={!canEdit} {...textProps(field)} />}
            </form.Field>
            <form.Field name="description">
              {(field) => (
                <TextField label="Description" disabled={!canEdit} {...textProps(field)} />
              )}
            </form.Field>
          </Stack>
        </Card>
        <Card title="Widgets">
          {widgets.length === 0 ? (
            <Muted>This dashboard has no widgets yet.</Muted>
          ) : canEdit ? (
            <SortableWidgets widgets={widgets} onReorder={setWidgets} />
          ) : (
            <ol>
              {widgets.map((w) => (
                <li key={w.instanceId}>{w.widgetTitle}</li>
              ))}
            </ol>
          )}
        </Card>
        <div>
          {canEdit ? <Button type="submit">Save</Button> : null}{' '}
          <Button tone="secondary" onClick={() => navigate(home)}>
            Cancel
          </Button>
        </div>
      </Stack>
    </FormElement>
  );
}

/** /…/dashboards/{dashboardId}/edit: name, description and widget order (spec section 2). */
export default function DashboardEditPage() {
  const scope = useScope();
  const { dashboardId = '0' } = useParams<{ dashboardId: string }>();
  const id = Number(dashboardId);
  const board = useQuery({
    queryKey: boardKey(scope, id),
    queryFn: () => scopeApi(scope).get(id),
  });
  return (
    <Page title="Edit dashboard">
      {board.isError ? (
        <Alert tone="danger">{errorTextsFrom(board.error).join(' ')}</Alert>
      ) : board.data ? (
        <EditForm scope={scope} board={board.data} />
      ) : (
        <LoadingBlock />
      )}
    </Page>
  );
}
