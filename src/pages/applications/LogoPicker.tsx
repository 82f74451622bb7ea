import { tsr } from '../../api/tsr';
import { ImageChooser, logoUploaded } from '../../components/images';

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
  const upload = tsr.applications.uploadLogo.useMutation(logoUploaded(onUploaded, onVersion));
  return (
    <ImageChooser
      label="Logo"
      alt="Application logo"
      empty="No logo yet."
      url={url}
      canEdit={!readOnly}
      busy={upload.isPending}
      onFile={(logoFile) =>
        upload.mutate({ params: { companyId, applicationId }, body: { logoFile } })
      }
    />
  );
}
