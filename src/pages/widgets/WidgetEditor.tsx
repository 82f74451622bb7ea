import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import type { DashboardWithWidgets } from '#contract/dashboards';
import type { WidgetDefinition } from '#contract/widget-catalogue';
import type { WidgetInstance } from '#contract/widgets';
import { widgetEditorMachine } from '#machines/widget-editor.machine';
import type { SaveInput } from '#machines/widget-editor-events';
import { Alert, Button, Card, LoadingBlock, Stack } from '#ui';
import { useActiveUser } from '../../api/active-user';
import { FormElement } from '../../components/FormElement';
import { usePermission } from '../../components/permissions';
import { inspect } from '../../dev/inspect';
import { notifications, notifyTexts } from '../../notify/store';
import { boardKey, withSavedWidget } from '../dashboards/board-cache';
import { dashboardOperation, dashboardsKey, type Scope, scopePaths } from '../dashboards/scope';
import { scopeApi } from '../dashboards/scope-api';
import { WidgetFields } from './WidgetFields';
import { localToday } from './widget-options';

/**
 * The widget editor page's body: the widget-editor machine with its calls injected. A save
 * announces MSG.widgetSaved and returns to the dashboard; so does Cancel.
 */
export function WidgetEditor({
  scope,
  widget,
  instanceId,
  dashboardId,
  load,
}: {
  scope: Scope;
  widget: WidgetDefinition;
  instanceId: number;
  dashboardId: number;
  load: () => Promise<WidgetInstance>;
}) {
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const home = scopePaths(scope).home;
  const applications = useActiveUser().data?.body.applications ?? [];
  const [machine] = useState(() =>
    widgetEditorMachine.provide({
      actors: {
        loadInstance: fromPromise(() => load()),
        saveInstance: fromPromise<WidgetInstance, SaveInput>(({ input }) =>
          input.mode === 'add'
            ? scopeApi(scope).addWidget(
                dashboardId,
                widget.widgetId,
                widget.apiEndpoint,
                input.body,
              )
            : scopeApi(scope).saveWidget(input.instanceId, widget.apiEndpoint, input.body),
        ),
      },
    }),
  );
  const [snapshot, send, actor] = useMachine(machine, {
    inspect,
    input: {
      instanceId,
      widget,
      canEdit: usePermission(dashboardOperation(scope, 'saveWidget')),
      canAdd: usePermission(dashboardOperation(scope, 'addWidget')),
      today: localToday(),
      applicationIds: [],
    },
  });
  useEffect(() => {
    const subscription = actor.on('*', (event) => {
      if (event.type === 'saved') {
        notifications.notify('success', event.message);
        client.setQueryData<DashboardWithWidgets>(
          boardKey(scope, event.instance.dashboardId),
          (board) => board && withSavedWidget(board, event.instance),
        );
        void client.invalidateQueries({ queryKey: dashboardsKey(scope) });
      } else if (event.type === 'failed') notifyTexts(event.messages);
      else notifications.notify('error', event.message);
    });
    return () => subscription.unsubscribe();
  }, [actor, client, scope]);
  const finished = snapshot.matches('saved') || snapshot.matches('cancelled');
  useEffect(() => {
    if (finished) navigate(home);
  }, [finished, navigate, home]);

  if (snapshot.matches('loading') || snapshot.matches('start')) return <LoadingBlock />;
  if (snapshot.matches('loadFailed')) {
    return (
      <Stack>
        <Alert tone="danger">The widget could not be loaded.</Alert>
        <div>
          <Button onClick={() => send({ type: 'RETRY' })}>Try again</Button>
        </div>
      </Stack>
    );
  }
  const { readOnly } = snapshot.context;
  return (
    <FormElement onSubmit={() => send({ type: 'SAVE' })}>
      <Stack gap="lg">
        <Card title={widget.name}>
          <WidgetFields
            context={snapshot.context}
            send={send}
            applications={scope.kind === 'company' ? applications : null}
          />
        </Card>
        {readOnly ? (
          <Link href={home}>Back to dashboard</Link>
        ) : (
          <div>
            <Button type="submit" loading={snapshot.matches('saving')}>
              Save
            </Button>{' '}
            <Button tone="secondary" onClick={() => send({ type: 'CANCEL' })}>
              Cancel
            </Button>
          </div>
        )}
      </Stack>
    </FormElement>
  );
}
