import * as Label from '@radix-ui/react-label';
import * as RadixSwitch from '@radix-ui/react-switch';
import { useId } from 'react';
import * as styles from './switch.css';

/** An on/off setting that takes effect as a whole (role="switch"; Space or a click flips it). */
export function Switch({
  label,
  checked,
  disabled = false,
  onCheckedChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean | undefined;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={styles.row}>
      <RadixSwitch.Root
        id={id}
        className={styles.track}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
      >
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
      <Label.Root htmlFor={id} className={styles.label}>
        {label}
      </Label.Root>
    </div>
  );
}
