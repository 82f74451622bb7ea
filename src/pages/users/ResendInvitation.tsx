import { EnvelopeClosedIcon } from '@radix-ui/react-icons';
import { INVITATION_TEXT, type UserRow } from '#contract/users';
import { IconButton } from '#ui';
import { tsr } from '../../api/tsr';
import { notifications, notifyFailure } from '../../notify/store';
import { usersKey } from './paths';

/** For someone who never signed in: queues a fresh invitation, then shows it as Queued. */
export function ResendInvitation({ companyId, user }: { companyId: string; user: UserRow }) {
  const client = tsr.useQueryClient();
  const resend = tsr.users.resendInvitation.useMutation({
    onSuccess: ({ body }) => {
      notifications.notify('success', body.message);
      void client.invalidateQueries({ queryKey: usersKey(companyId) });
    },
    onError: (err) => notifyFailure(err),
  });
  if (user.invitation === 'accepted') return null;
  return (
    <IconButton
      label={`${INVITATION_TEXT.resend} to ${user.email}`}
      icon={<EnvelopeClosedIcon aria-hidden="true" />}
      loading={resend.isPending}
      onClick={() => resend.mutate({ params: { companyId, userId: String(user.userId) } })}
    />
  );
}
