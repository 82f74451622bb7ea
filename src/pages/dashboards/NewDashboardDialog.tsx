import { useState } from 'react';
import { DashboardCreateBody } from '#contract/dashboards';
import { WIDGET_TEXT } from '#contract/widgets';
import { ConfirmDialog, Stack, TextField } from '#ui';
import { useSave } from '../../kit/use-save';
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
  const saving = useSave({
    cacheKey: dashboardsKey(scope),
    call: (body: DashboardCreateBody) => scopeApi(scope).create(body),
    done: WIDGET_TEXT.dashboardCreated,
    onSaved: ({ id }) => {
      setName('');
      setDescription('');
      setErrors({});
      onCreated(id);
    },
  });
  const submit = () => {
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
    setErrors({});
    void saving.submit(parsed.data);
  };
  return (
    <ConfirmDialog
      open={open}
      title="New dashboard"
      description="Give the dashboard a name and, if you like, a description."
      confirmLabel="Create"
      tone="primary"
      busy={saving.saving}
      onConfirm={submit}
      onCancel={onClose}
    >
      <Stack>
        <TextField
          label="Name"
          value={name}
          errors={errors.name ?? saving.errors.name ?? []}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label="Description"
          value={description}
          errors={errors.description ?? saving.errors.description ?? []}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Stack>
    </ConfirmDialog>
  );
}
