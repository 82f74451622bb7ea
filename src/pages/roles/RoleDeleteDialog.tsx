import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { MAX_PAGE_SIZE } from '#contract/paging';
import type { RoleRow } from '#contract/roles';
import { type DeleteInput, roleDeleteMachine } from '#machines/role-delete.machine';
import { Select } from '#ui';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { DeleteConfirm } from '../../components/DeleteConfirm';
import { inspect } from '../../dev/inspect';
import { notifications, notifyTexts } from '../../notify/store';
import { rolesKey } from './paths';

/** Rejects with the failed response, which the machine turns into the catalogue's texts. */
async function ok<T>(call: Promise<{ status: number; body: unknown }>, status: number) {
  const response = await call;
  if (response.status !== status) throw response;
  return response.body as T;
}

/** Drives machines/role-delete.machine.ts with the real calls and shows its dialog. */
export function RoleDeleteDialog({
  companyId,
  role,
  onClose,
}: {
  companyId: string;
  role: RoleRow;
  onClose: () => void;
}) {
  const client = tsr.useQueryClient();
  const machine = roleDeleteMachine.provide({
    actors: {
      countUsers: fromPromise(async ({ input }: { input: { roleId: number } }) => {
        const params = { companyId, roleId: input.roleId };
        return (await ok<{ userCount: number }>(api.roles.userCount({ params }), 200)).userCount;
      }),
      deleteRole: fromPromise(async ({ input }: { input: DeleteInput }) => {
        const query = input.replacementRoleId ? { replacementRoleId: input.replacementRoleId } : {};
        const params = { companyId, roleId: input.roleId };
        const done = await ok<{ movedUsers: number }>(api.roles.remove({ params, query }), 200);
        return done.movedUsers;
      }),
    },
  });
  const actor = useActorRef(machine, {
    inspect,
    input: {
      role: { roleId: role.roleId, roleName: role.roleName, isSystem: role.roleType === 'System' },
    },
  });
  const snapshot = useSelector(actor, (s) => s);
  useEffect(() => {
    const subscriptions = [
      actor.on('deleted', ({ message }) => {
        notifications.notify('success', message);
        void client.invalidateQueries({ queryKey: rolesKey(companyId) });
      }),
      actor.on('failed', ({ messages }) => notifyTexts(messages)),
    ];
    actor.send({ type: 'START' });
    return () => {
      for (const s of subscriptions) s.unsubscribe();
    };
  }, [actor, client, companyId]);
  useEffect(() => {
    if (snapshot.status === 'done') onClose();
  }, [snapshot.status, onClose]);

  const choosing = snapshot.matches('choosingReplacement');
  const others = tsr.roles.list.useQuery({
    queryKey: [...rolesKey(companyId), 'all'],
    queryData: { params: { companyId }, query: { page: 1, pageSize: MAX_PAGE_SIZE } },
    enabled: choosing,
  });
  const options = [
    { value: '', label: 'Choose a role' },
    ...(others.data?.body.items ?? [])
      .filter((r) => r.roleId !== role.roleId)
      .map((r) => ({ value: String(r.roleId), label: r.roleName })),
  ];
  const open = snapshot.matches('confirming') || choosing || snapshot.matches('deleting');

  return (
    <DeleteConfirm
      open={open}
      title="Delete role"
      prompt={snapshot.context.prompt}
      error={snapshot.context.error}
      busy={snapshot.matches('deleting')}
      onConfirm={() => actor.send({ type: 'CONFIRM' })}
      onCancel={() => actor.send({ type: 'CANCEL' })}
    >
      {snapshot.context.userCount > 0 ? (
        <Select
          label="Replacement role"
          options={options}
          value={
            snapshot.context.replacementRoleId ? String(snapshot.context.replacementRoleId) : ''
          }
          onValueChange={(value) =>
            actor.send({ type: 'SELECT_REPLACEMENT', roleId: value ? Number(value) : null })
          }
        />
      ) : null}
    </DeleteConfirm>
  );
}
