import { MSG } from '#contract/messages';
import { FileUpload, Muted } from '#ui';
import { tsr } from '../../api/tsr';
import { notifications } from '../../notify/store';

const ACCEPT = 'image/jpeg,image/gif,image/png';
const HINT = 'JPG, GIF or PNG, at most 800 kB.';

/** Before the application exists: keeps the chosen file; the page uploads it after saving. */
export function PendingLogo({ file, onFile }: { file: File | null; onFile: (file: File) => void }) {
  return (
    <div>
      {file ? <Muted>Chosen: {file.name}</Muted> : null}
      <FileUpload label="Logo" accept={ACCEPT} hint={HINT} onFile={onFile} />
    </div>
  );
}

/** An existing application's logo: uploaded at once and used straight away. */
export function LogoUpload({
  companyId,
  applicationId,
  url,
  readOnly,
  onUploaded,
  onVersion,
}: {
  companyId: string;
  applicationId: string;
  url: string | null;
  readOnly: boolean;
  onUploaded: (url: string) => void;
  /** The upload changed the application: its new version, for the form's save. */
  onVersion: (version: number) => void;
}) {
  const upload = tsr.applications.uploadLogo.useMutation({
    onSuccess: ({ body }) => {
      notifications.notify('success', MSG.logoUploaded);
      onUploaded(body.logoUrl);
      onVersion(body.version);
    },
    onError: () => notifications.notify('error', MSG.logoFailed),
  });
  return (
    <div>
      {url ? <img src={url} alt="Application logo" height={64} /> : <Muted>No logo yet.</Muted>}
      {readOnly ? null : (
        <FileUpload
          label="Logo"
          accept={ACCEPT}
          hint={HINT}
          busy={upload.isPending}
          onFile={(logoFile) =>
            upload.mutate({ params: { companyId, applicationId }, body: { logoFile } })
          }
        />
      )}
    </div>
  );
}
