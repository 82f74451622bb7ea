import { MSG } from '#contract/messages';
import { FileUpload, Muted } from '#ui';
import { tsr } from '../../api/tsr';
import { notifications } from '../../notify/store';

/**
 * The company logo: shown when set; users who may edit upload a new one, which the server
 * checks (JPG, GIF or PNG by content, 800 kB) and makes the company's logo at once.
 */
export function LogoField({
  url,
  canEdit,
  onUploaded,
  onVersion,
}: {
  url: string | null;
  canEdit: boolean;
  onUploaded: (url: string) => void;
  /** The upload changed the company: its new version, for the form's save. */
  onVersion: (version: number) => void;
}) {
  const upload = tsr.companies.uploadLogo.useMutation({
    onSuccess: ({ body }) => {
      notifications.notify('success', MSG.logoUploaded);
      onUploaded(body.logoUrl);
      onVersion(body.version);
    },
    onError: () => notifications.notify('error', MSG.logoFailed),
  });
  return (
    <div>
      {url ? <img src={url} alt="Company logo" height={64} /> : <Muted>No logo yet.</Muted>}
      {canEdit ? (
        <FileUpload
          label="Logo"
          accept="image/jpeg,image/gif,image/png"
          hint="JPG, GIF or PNG, at most 800 kB."
          busy={upload.isPending}
          onFile={(logoFile) => upload.mutate({ body: { logoFile } })}
        />
      ) : null}
    </div>
  );
}
