import { useState } from 'react';
import { TITLES } from '#contract/constants';
import type { PendingUser } from '#machines/bulk-import.machine';
import { Alert, Button, Card, Select, Stack } from '#ui';

type RoleChoice = { roleId: number; roleName: string };

const titleLabel = (id: number) => TITLES.find((t) => t.id === id)?.label ?? '';

/** The users the file left without a role, a role selector per row, Set All Roles and Submit. */
export function BulkFillIn({
  users,
  roles,
  errors,
  busy,
  onSetRole,
  onSetAll,
  onSubmit,
}: {
  users: readonly PendingUser[];
  roles: readonly RoleChoice[];
  errors: readonly string[];
  busy: boolean;
  onSetRole: (index: number, roleId: number) => void;
  onSetAll: (roleId: number) => void;
  onSubmit: () => void;
}) {
  const options = [
    { value: '', label: 'Choose a role' },
    ...roles.map((r) => ({ value: String(r.roleId), label: r.roleName })),
  ];
  const [all, setAll] = useState('');
  return (
    <Card title="Users with missing roles">
      <Stack>
        {errors.map((e) => (
          <Alert key={e} tone="danger">
            {e}
          </Alert>
        ))}
        <div>
          <Select label="Role for all users" options={options} value={all} onValueChange={setAll} />
          <Button disabled={all === '' || busy} onClick={() => onSetAll(Number(all))}>
            Set All Roles
          </Button>
        </div>
        <table aria-label="Users with missing roles">
          <thead>
            <tr>
              <th>Email</th>
              <th>First Name</th>
              <th>Last Name</th>
              <th>Title</th>
              <th>Role Title</th>
              <th>Role</th>
            </tr>
          </thead>
          <tbody>
            {users.map((u, i) => (
              <tr key={u.email}>
                <td>{u.email}</td>
                <td>{u.firstName}</td>
                <td>{u.lastName}</td>
                <td>{titleLabel(u.title)}</td>
                <td>{u.roleTitle}</td>
                <td>
                  <Select
                    label={`Role for ${u.email}`}
                    hideLabel
                    options={options}
                    value={u.roleId === null ? '' : String(u.roleId)}
                    onValueChange={(v) => v !== '' && onSetRole(i, Number(v))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Button disabled={busy} onClick={onSubmit}>
          Submit
        </Button>
      </Stack>
    </Card>
  );
}
