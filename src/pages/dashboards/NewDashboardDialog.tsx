import { DashboardCreateBody } from '#contract/dashboards';
import { WIDGET_TEXT } from '#contract/widgets';
import { ConfirmDialog, Stack, TextField } from '#ui';
import { textProps, useContractForm } from '../../components/contract-form';
import { useSave } from '../../kit/use-save';
import { dashboardsKey, type Scope } from './scope';
import { scopeApi } from './scope-api';

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
  const saving = useSave({
    cacheKey: dashboardsKey(scope),
    call: (body: DashboardCreateBody) => scopeApi(scope).create(body),
    done: WIDGET_TEXT.dashboardCreated,
    onSaved: ({ id }) => {
      form.reset();
      onCreated(id);
    },
  });
  const form = useContractForm(DashboardCreateBody, { name: '', description: '' }, saving.save);
  return (
    <ConfirmDialog
      open={open}
      title="New dashboard"
      description="Give the dashboard a name and, if you like, a description."
      confirmLabel="Create"
      tone="primary"
      busy={saving.saving}
      onConfirm={() => void form.handleSubmit()}
      onCancel={onClose}
    >
      <Stack>
        <form.Field name="name">
          {(field) => <TextField label="Name" {...textProps(field)} />}
        </form.Field>
        <form.Field name="description">
          {(field) => <TextField label="Description" {...textProps(field)} />}
        </form.Field>
      </Stack>
    </ConfirmDialog>
  );
}
