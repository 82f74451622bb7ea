import { MSG } from '#contract/messages';
import { FileUpload, Muted } from '#ui';
import { notifications } from '../notify/store';

// What the server accepts (it checks the content, not the name), said before the user picks.
const ACCEPT = 'image/jpeg,image/gif,image/png';
const HINT = 'JPG, GIF or PNG, at most 800 kB.';

/** What every logo upload answers: the record's logo, and its version now that it changed. */
type Uploaded = { body: { logoUrl: string; version: number } };

/**
 * The callbacks of a logo upload, whichever record it is for: the new logo shows at once and
 * its version goes to the record's form, whose save would otherwise be refused as stale.
 */
export const logoUploaded = (
  onUploaded: (url: string) => void,
  onVersion: (version: number) => void,
) => ({
  onSuccess: ({ body }: Uploaded) => {
    notifications.notify('success', MSG.logoUploaded);
    onUploaded(body.logoUrl);
    onVersion(body.version);
  },
  onError: () => notifications.notify('error', MSG.logoFailed),
});

/**
 * A record's picture (a logo, a profile picture) when set, and for who may edit it the picker;
 * the caller uploads the chosen file.
 */
export function ImageChooser({
  label,
  alt,
  empty,
  height = 64,
  url,
  canEdit,
  busy,
  onFile,
}: {
  label: string;
  alt: string;
  /** What shows while there is no picture. */
  empty: string;
  height?: number;
  url: string | null;
  canEdit: boolean;
  busy: boolean;
  onFile: (file: File) => void;
}) {
  return (
    <div>
      {url ? <img src={url} alt={alt} height={height} /> : <Muted>{empty}</Muted>}
      {canEdit ? (
        <FileUpload label={label} accept={ACCEPT} hint={HINT} busy={busy} onFile={onFile} />
      ) : null}
    </div>
  );
}

/** Before the record exists: keeps the chosen file; the page uploads it after saving. */
export function PendingLogo({ file, onFile }: { file: File | null; onFile: (file: File) => void }) {
  return (
    <div>
      {file ? <Muted>Chosen: {file.name}</Muted> : null}
      <FileUpload label="Logo" accept={ACCEPT} hint={HINT} onFile={onFile} />
    </div>
  );
}
