import { tsr } from '../../api/tsr';
import { ImageChooser, logoUploaded } from '../../components/images';

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
  const upload = tsr.companies.uploadLogo.useMutation(logoUploaded(onUploaded, onVersion));
  return (
    <ImageChooser
      label="Logo"
      alt="Company logo"
      empty="No logo yet."
      url={url}
      canEdit={canEdit}
      busy={upload.isPending}
      onFile={(logoFile) => upload.mutate({ body: { logoFile } })}
    />
  );
}
