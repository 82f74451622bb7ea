import { useState } from 'react';
import { ACCOUNT_TEXT } from '#contract/account';
import { MAX_UPLOAD_BYTES } from '#contract/constants';
import { MSG } from '#contract/messages';
import { errorTextsFrom } from '#machines/error-text';
import { Card, Muted, Stack } from '#ui';
import { api } from '../../api/client';
import { queryClient } from '../../api/query-client';
import { notifications } from '../../notify/store';

const ACCEPT = 'image/jpeg,image/png,image/gif';

/** Uploaded at once when chosen; the server checks the content, the size check here saves a trip. */
export function ProfilePictureSection({ url }: { url: string | null }) {
  const [shown, setShown] = useState(url);
  const [busy, setBusy] = useState(false);

  async function upload(file: File) {
    if (file.size > MAX_UPLOAD_BYTES) {
      notifications.notify('error', ACCOUNT_TEXT.pictureRejected);
      return;
    }
    setBusy(true);
    try {
      const res = await api.account.uploadProfilePicture({ body: { profilePic: file } });
      if (res.status === 200) {
        setShown(res.body.profilePictureUrl);
        notifications.notify('success', ACCOUNT_TEXT.pictureUploaded);
        void queryClient.invalidateQueries({ queryKey: ['account', 'generalSettings'] });
      } else {
        failed(res);
      }
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Profile picture">
      <Stack gap="md">
        {shown ? (
          <img
            src={shown}
            alt="Your profile"
            width={96}
            height={96}
            style={{ objectFit: 'cover', borderRadius: '50%' }}
          />
        ) : (
          <Muted>No picture yet.</Muted>
        )}
        <label>
          {busy ? 'Uploading…' : 'Choose a picture (JPEG, GIF or PNG, at most 800 kB)'}
          <br />
          <input
            type="file"
            accept={ACCEPT}
            aria-label="Profile picture"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </label>
      </Stack>
    </Card>
  );
}

/** The spec's upload failure text, then the server's reason when it gave one. */
function failed(error: unknown) {
  notifications.notify('error', MSG.pictureFailed);
  const [reason] = errorTextsFrom(error);
  if (reason && reason !== MSG.somethingWentWrong) notifications.notify('error', reason);
}
