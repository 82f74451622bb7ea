import { EnvelopeClosedIcon } from '@radix-ui/react-icons';
import { INVITATION_TEXT, type UserRow } from '#contract/users';
import { IconButton } from '#ui';
import { api } from '../../api/client';
import { expectStatus } from '../../kit/calls';
import { useSave } from '../../kit/use-save';
import { notifications } from '../../notify/store';
import { usersKey } from './paths';

/** For someone who never signed in: queues a fresh invitation, then shows it as Queued. */
export function ResendInvitation({ companyId, user }: { companyId: string; user: UserRow }) {
  const resend = useSave({
    cacheKey: usersKey(companyId),
    call: () =>
      expectStatus(
        api.users.resendInvitation({ params: { companyId, userId: String(user.userId) } }),
        200,
      ),
    // The answer words what was queued; the spec's text comes from the server.
    onSaved: ({ message }) => notifications.notify('success', message),
  });
  if (user.invitation === 'accepted') return null;
  return (
    <IconButton
      label={`${INVITATION_TEXT.resend} to ${user.email}`}
      icon={<EnvelopeClosedIcon aria-hidden="true" />}
      loading={resend.saving}
      onClick={() => void resend.submit(undefined)}
    />
  );
}
