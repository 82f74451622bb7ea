import { FileUpload, Muted } from '#ui';

/** The picture with its picker; the page decides when the chosen file is uploaded. */
export function ProfilePicture({
  url,
  readOnly,
  busy,
  onFile,
}: {
  url: string | null;
  readOnly: boolean;
  busy: boolean;
  onFile: (file: File) => void;
}) {
  return (
    <div>
      {url ? <img src={url} alt="The user" height={96} /> : <Muted>No profile picture.</Muted>}
      {readOnly ? null : (
        <FileUpload
          label="Profile Picture"
          accept="image/jpeg,image/gif,image/png"
          hint="JPG, GIF or PNG, at most 800 kB."
          busy={busy}
          onFile={onFile}
        />
      )}
    </div>
  );
}
