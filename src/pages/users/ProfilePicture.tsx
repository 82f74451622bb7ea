import { ImageChooser } from '../../components/images';

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
    <ImageChooser
      label="Profile Picture"
      alt="The user"
      empty="No profile picture."
      height={96}
      url={url}
      canEdit={!readOnly}
      busy={busy}
      onFile={onFile}
    />
  );
}
