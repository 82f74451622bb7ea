import { useState } from 'react';
import { MSG } from '#contract/messages';
import type { UserRow } from '#contract/users';
import { useActiveUser } from '../../api/active-user';
import { tsr } from '../../api/tsr';
import { DeleteConfirm } from '../../components/DeleteConfirm';
import { notifications } from '../../notify/store';
import { usersKey } from './paths';

/** The refusals are checked here for a quick answer; the server enforces them all the same. */
function refusalOf(user: UserRow, ownId: number | undefined) {
  if (user.userId === ownId) return MSG.deleteOwnAccount;
  if (user.isHostAdmin) return MSG.deleteAdminAccount;
  return null;
}

export function UserDeleteDialog({
  companyId,
  user,
  ownUserId,
  onClose,
}: {
  companyId: string;
  user: UserRow;
  ownUserId: number | undefined;
  onClose: () => void;
}) {
  const client = tsr.useQueryClient();
  // The refusal answers the Delete button, so pressing it always visibly does something.
  const [error, setError] = useState<string | null>(null);
  const remove = tsr.users.remove.useMutation({
    onSuccess: () => {
      notifications.notify('success', MSG.userDeleted);
      void client.invalidateQueries({ queryKey: usersKey(companyId) });
      onClose();
    },
    onError: (err) => {
      const body = (err as { body?: unknown }).body;
      const title =
        typeof body === 'object' && body !== null && 'title' in body ? String(body.title) : null;
      setError(title ?? MSG.somethingWentWrong);
    },
  });
  return (
    <DeleteConfirm
      open
      title="Delete user"
      prompt={`Are you sure you want to delete '${user.fullName || user.email}'?`}
      error={error}
      busy={remove.isPending}
      onConfirm={() => {
        const refusal = refusalOf(user, ownUserId);
        if (refusal) return setError(refusal);
        remove.mutate({ params: { companyId, userId: String(user.userId) } });
      }}
      onCancel={onClose}
    />
  );
}

/** The signed-in user's id, for the self-delete refusal. */
export function useOwnUserId(): number | undefined {
  return useActiveUser().data?.body.userId;
}
