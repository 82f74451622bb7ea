import * as RadixCheckbox from '@radix-ui/react-checkbox';
import * as Label from '@radix-ui/react-label';
import { useId } from 'react';
import * as styles from './checkbox.css';

/** One labelled checkbox (Radix: Space toggles, the label toggles too), optionally mixed. */
export function Checkbox({
  id,
  label,
  description,
  checked,
  disabled = false,
  onCheckedChange,
}: {
  id?: string | undefined;
  label: string;
  description?: string | undefined;
  checked: boolean | 'indeterminate';
  disabled?: boolean | undefined;
  onCheckedChange: (checked: boolean) => void;
}) {
  const generated = useId();
  const boxId = id ?? generated;
  return (
    <div className={styles.row}>
      <RadixCheckbox.Root
        id={boxId}
        className={styles.box}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        aria-describedby={description ? `${boxId}-description` : undefined}
      >
        <RadixCheckbox.Indicator className={styles.indicator}>
          {checked === 'indeterminate' ? '–' : '✓'}
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <div>
        <Label.Root htmlFor={boxId} className={styles.label}>
          {label}
        </Label.Root>
        {description ? (
          <p id={`${boxId}-description`} className={styles.description}>
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
