import { useState } from 'react';
import { MSG } from '#contract/messages';
import type { CompanyUser } from '#contract/users';
import { tsr } from '../../api/tsr';
import { notifications } from '../../notify/store';
import { ProfilePicture } from './ProfilePicture';
import { usersKey } from './paths';

/**
 * A member's picture, uploaded as soon as it is chosen: it is the account's own field, apart
 * from the versioned form, and stays read-only when the account is used outside this company.
 */
export function StoredPicture({
  companyId,
  user,
  readOnly,
}: {
  companyId: string;
  user: CompanyUser;
  readOnly: boolean;
}) {
  const client = tsr.useQueryClient();
  const [url, setUrl] = useState<string | null>(null);
  const picture = tsr.users.profilePicture.useMutation({
    onSuccess: ({ body }) => {
      setUrl(body.profilePicUrl);
      void client.invalidateQueries({ queryKey: usersKey(companyId) });
    },
    onError: () => notifications.notify('error', MSG.pictureFailed),
  });
  return (
    <ProfilePicture
      url={url ?? user.profilePicUrl}
      readOnly={readOnly || !user.accountEditable}
      busy={picture.isPending}
      onFile={(file) =>
        picture.mutate({
          params: { companyId, userId: String(user.userId) },
          body: { profilePic: file },
        })
      }
    />
  );
}

/** Where the add page keeps the chosen picture until the user exists to upload it to. */
export type PendingFile = { current: File | null };

/** The add page's picture: previewed now, uploaded once the user is added. */
export function PendingPicture({ pending }: { pending: PendingFile }) {
  const [url, setUrl] = useState<string | null>(null);
  return (
    <ProfilePicture
      url={url}
      readOnly={false}
      busy={false}
      onFile={(file) => {
        pending.current = file;
        setUrl(URL.createObjectURL(file));
      }}
    />
  );
}
