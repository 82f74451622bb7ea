import * as Label from '@radix-ui/react-label';
import { useId, useRef } from 'react';
import { Button } from './Button';
import * as styles from './textField.css';

/**
 * Picks one file and hands it over at once (the caller uploads it). The visible button opens
 * the native picker; the input itself stays labelled for assistive technology and tests.
 */
export function FileUpload({
  label,
  accept,
  hint,
  busy = false,
  disabled = false,
  onFile,
}: {
  label: string;
  accept: string;
  hint?: string;
  busy?: boolean;
  disabled?: boolean;
  onFile: (file: File) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.field}>
      <Label.Root htmlFor={id} className={styles.label}>
        {label}
      </Label.Root>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        disabled={disabled || busy}
        className={styles.input}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      {busy ? (
        <Button tone="secondary" size="sm" loading>
          Uploading…
        </Button>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
