import { useState } from 'react';
import { Link } from 'wouter';
import { type Dashboard, DEFAULT_DASHBOARD_ID } from '#contract/dashboards';
import { Button, ConfirmDialog, Select } from '#ui';
import { PermissionGate } from '../../components/permissions';
import * as styles from './dashboards.css';
import { NewDashboardDialog } from './NewDashboardDialog';
import { type Scope, scopePaths } from './scope';

/** Switch, create, edit, delete and reset dashboards of one scope. */
export function DashboardToolbar({
  scope,
  dashboards,
  activeId,
  onSwitch,
  onDelete,
}: {
  scope: Scope;
  dashboards: readonly Dashboard[];
  activeId: number;
  onSwitch: (id: number) => void;
  onDelete: () => Promise<void>;
}) {
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState(false);
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
      {/* The server refuses dashboard changes without apps_widgets_edit; so offer none. */}
      <PermissionGate permission="apps_widgets_edit">
        <Link href={paths.editDashboard(activeId)}>Edit dashboard</Link>
      </PermissionGate>
      <PermissionGate permission="apps_widgets_add">
        <Link href={paths.addWidget(activeId)}>Add widget</Link>
      </PermissionGate>
      <PermissionGate permission="apps_widgets_edit">
        <Button tone="secondary" onClick={() => setCreating(true)}>
          New dashboard
        </Button>
      </PermissionGate>
      {activeId === DEFAULT_DASHBOARD_ID ? null : (
        <>
          {/* Resetting only changes this browser's choice, so everyone may. */}
          <Button tone="secondary" onClick={() => onSwitch(DEFAULT_DASHBOARD_ID)}>
            Reset to default
          </Button>
          <PermissionGate permission="apps_widgets_edit">
            <Button tone="danger" onClick={() => setDeleting(true)}>
              Delete dashboard
            </Button>
          </PermissionGate>
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
      <ConfirmDialog
        open={deleting}
        title={`Delete ${active?.name ?? 'this dashboard'}?`}
        description="The dashboard and its widgets are deleted."
        confirmLabel="Delete"
        onConfirm={() => void onDelete().then(() => setDeleting(false))}
        onCancel={() => setDeleting(false)}
      />
    </div>
  );
}
