import { Pencil1Icon, PlusIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { Link } from 'wouter';
import { type Dashboard, DEFAULT_DASHBOARD_ID } from '#contract/dashboards';
import { WIDGET_TEXT } from '#contract/widgets';
import { Button, Select } from '#ui';
import { PermissionGate } from '../../components/permissions';
import { KitActionButton } from '../../kit/KitAction';
import * as styles from './dashboards.css';
import { NewDashboardDialog } from './NewDashboardDialog';
import { dashboardOperation, dashboardsKey, type Scope, scopePaths } from './scope';

/** Switch, create, edit, delete and reset dashboards of one scope. */
export function DashboardToolbar({
  scope,
  dashboards,
  activeId,
  onSwitch,
  onDelete,
  editing,
  onEditingChange,
}: {
  scope: Scope;
  dashboards: readonly Dashboard[];
  activeId: number;
  onSwitch: (id: number) => void;
  /** Deletes the active dashboard (the toolbar asks first, says so and refreshes). */
  onDelete: () => Promise<unknown>;
  /** Edit mode: the widgets show their Edit and Remove controls. */
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}) {
  const [creating, setCreating] = useState(false);
  const paths = scopePaths(scope);
  const active = dashboards.find((d) => d.id === activeId);
  return (
    <div className={styles.toolbar}>
      <Select
        label="Dashboard"
        value={String(activeId)}
        options={dashboards.map((d) => ({ value: String(d.id), label: d.name }))}
        onValueChange={(value) => onSwitch(Number(value))}
      />
      {/* The server refuses changes to those who may not call them; so offer none. */}
      <PermissionGate access={dashboardOperation(scope, 'addWidget')}>
        <Button asChild icon={<PlusIcon aria-hidden="true" />}>
          <Link href={paths.addWidget(activeId)}>Add widget</Link>
        </Button>
      </PermissionGate>
      <PermissionGate access={dashboardOperation(scope, 'update')}>
        {/* A toggle with a steady name: aria-pressed tells whether edit mode is on. */}
        <Button
          tone="secondary"
          icon={<Pencil1Icon aria-hidden="true" />}
          aria-pressed={editing}
          className={editing ? styles.pressed : undefined}
          onClick={() => onEditingChange(!editing)}
        >
          Edit widgets
        </Button>
        <Button asChild tone="secondary">
          <Link href={paths.editDashboard(activeId)}>Edit dashboard</Link>
        </Button>
        <Button tone="secondary" onClick={() => setCreating(true)}>
          New dashboard
        </Button>
      </PermissionGate>
      {activeId === DEFAULT_DASHBOARD_ID ? null : (
        <>
          {/* Resetting only changes this browser's choice, so everyone may. */}
          <Button tone="quiet" onClick={() => onSwitch(DEFAULT_DASHBOARD_ID)}>
            Reset to default
          </Button>
          <KitActionButton
            action={{
              label: 'Delete dashboard',
              access: dashboardOperation(scope, 'remove'),
              tone: 'danger',
              confirm: {
                title: `Delete ${active?.name ?? 'this dashboard'}?`,
                description: 'The dashboard and its widgets are deleted.',
                confirmLabel: 'Delete',
              },
              run: onDelete,
              done: WIDGET_TEXT.dashboardDeleted,
            }}
            rec={activeId}
            cacheKey={dashboardsKey(scope)}
          />
        </>
      )}
      <NewDashboardDialog
        scope={scope}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          onSwitch(id);
        }}
      />
    </div>
  );
}
