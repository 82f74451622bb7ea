import { Cross2Icon } from '@radix-ui/react-icons';
import { useEffect, useState } from 'react';
import { Button } from '../components/Button';
import { FileUpload } from '../components/FileUpload';
import * as fieldStyles from '../components/textField.css';
import * as styles from './inputs.css';

/** An object URL for a chosen file, revoked when the file changes or the field goes away. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/**
 * FileUpload for one image, with a preview of the chosen file (before any upload) or of the
 * current image (`currentUrl`), and a Remove button when `onRemove` is given. The caller
 * uploads the file it receives in `onFile`.
 */
export function ImageUpload({
  label,
  hint,
  errors = [],
  accept = 'image/png,image/jpeg,image/gif,image/webp',
  currentUrl = null,
  busy = false,
  disabled = false,
  onFile,
  onRemove,
}: {
  label: string;
  hint?: string;
  errors?: readonly string[];
  accept?: string;
  currentUrl?: string | null;
  busy?: boolean;
  disabled?: boolean;
  onFile: (file: File) => void;
  onRemove?: () => void;
}) {
  const [chosen, setChosen] = useState<File | null>(null);
  const chosenUrl = usePreviewUrl(chosen);
  const shown = chosenUrl ?? currentUrl;
  return (
    <div className={fieldStyles.field}>
      <div className={styles.previewRow}>
        {shown ? <img className={styles.preview} src={shown} alt={`${label}: preview`} /> : null}
        {shown && onRemove ? (
          <Button
            tone="quiet"
            size="sm"
            icon={<Cross2Icon aria-hidden="true" />}
            disabled={disabled || busy}
            onClick={() => {
              setChosen(null);
              onRemove();
            }}
          >
            {`Remove ${label.toLowerCase()}`}
          </Button>
        ) : null}
      </div>
      <FileUpload
        label={label}
        accept={accept}
        hint={hint}
        busy={busy}
        disabled={disabled}
        onFile={(file) => {
          setChosen(file);
          onFile(file);
        }}
      />
      {errors.length ? (
        <ul className={fieldStyles.errors}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
