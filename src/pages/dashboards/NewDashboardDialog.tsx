import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DashboardCreateBody } from '#contract/dashboards';
import { WIDGET_TEXT } from '#contract/widgets';
import { ConfirmDialog, Stack, TextField } from '#ui';
import { notifications, notifyFailure } from '../../notify/store';
import { dashboardsKey, type Scope } from './scope';
import { scopeApi } from './scope-api';

type Errors = Partial<Record<'name' | 'description', string[]>>;

/** Create a dashboard: name required (max 50), description max 150, checked before sending. */
export function NewDashboardDialog({
  scope,
  open,
  onClose,
  onCreated,
}: {
  scope: Scope;
  open: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const client = useQueryClient();
  const submit = async () => {
    const parsed = DashboardCreateBody.safeParse({ name, description });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        found[key] = [...(found[key] ?? []), issue.message];
      }
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      const { id } = await scopeApi(scope).create(parsed.data);
      notifications.notify('success', WIDGET_TEXT.dashboardCreated);
      setName('');
      setDescription('');
      setErrors({});
      await client.invalidateQueries({ queryKey: dashboardsKey(scope) });
      onCreated(id);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title="New dashboard"
      description="Give the dashboard a name and, if you like, a description."
      confirmLabel="Create"
      tone="primary"
      busy={busy}
      onConfirm={() => void submit()}
      onCancel={onClose}
    >
      <Stack>
        <TextField
          label="Name"
          value={name}
          errors={errors.name ?? []}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label="Description"
          value={description}
          errors={errors.description ?? []}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Stack>
    </ConfirmDialog>
  );
}
