import { INVITATION_TEXT, type UserRow } from '#contract/users';
import { Button } from '#ui';
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
    <Button
      size="sm"
      tone="ghost"
      aria-label={`${INVITATION_TEXT.resend} to ${user.email}`}
      disabled={resend.isPending}
      onClick={() => resend.mutate({ params: { companyId, userId: String(user.userId) } })}
    >
      {INVITATION_TEXT.resend}
    </Button>
  );
}
