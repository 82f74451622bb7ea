import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useParams } from 'wouter';
import type * as z from 'zod';
import type { DashboardWithWidgets } from '#contract/dashboards';
import { WIDGET_TEXT } from '#contract/widgets';
import { Button, LoadingBlock, Page } from '#ui';
import { usePermission } from '../../components/permissions';
import { useSave } from '../../kit/use-save';
import { GoTo } from '../../routing/GoTo';
import { boardKey } from './board-cache';
import { type DashboardEdit, dashboardForm } from './dashboard-form';
import { dashboardOperation, dashboardsKey, type Scope, scopePaths, useScope } from './scope';
import { scopeApi } from './scope-api';

function EditForm({ scope, board }: { scope: Scope; board: DashboardWithWidgets }) {
  const [, navigate] = useLocation();
  // The server refuses the save to those who may not call it: they see the dashboard only.
  const canEdit = usePermission(dashboardOperation(scope, 'update'));
  const saving = useSave({
    cacheKey: dashboardsKey(scope),
    call: (edit: z.output<typeof DashboardEdit>) =>
      scopeApi(scope).update(board.id, {
        ...(scope.kind === 'company'
          ? { companyId: Number(scope.id) }
          : { applicationId: Number(scope.id) }),
        dashboardId: board.id,
        ...edit,
      }),
    done: WIDGET_TEXT.dashboardSaved,
    onSaved: () => navigate(scopePaths(scope).home),
  });
  const form = useMemo(() => dashboardForm(board.widgets), [board.widgets]);
  return form({
    initial: {
      dashboardName: board.name,
      dashboardDescription: board.description,
      sortedWidgetInstanceIds: board.widgets.map((w) => w.instanceId),
    },
    readOnly: !canEdit,
    saving: saving.saving,
    onSave: saving.save,
  });
}

/** /…/dashboards/{dashboardId}/edit: name, description and widget order (spec section 2). */
export default function DashboardEditPage() {
  const scope = useScope();
  const { dashboardId = '0' } = useParams<{ dashboardId: string }>();
  const id = Number(dashboardId);
  const [, navigate] = useLocation();
  const board = useQuery({
    queryKey: boardKey(scope, id),
    queryFn: () => scopeApi(scope).get(id),
  });
  // Spec section 8: a record that fails to load returns to its list (the cache toasts why).
  if (board.isError) return <GoTo to={scopePaths(scope).home} />;
  return (
    <Page
      title="Edit dashboard"
      actions={
        <Button tone="secondary" onClick={() => navigate(scopePaths(scope).home)}>
          Cancel
        </Button>
      }
    >
      {board.data ? <EditForm scope={scope} board={board.data} /> : <LoadingBlock />}
    </Page>
  );
}
