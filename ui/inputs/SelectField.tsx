import { CheckIcon, ChevronDownIcon } from '@radix-ui/react-icons';
import * as RadixSelect from '@radix-ui/react-select';
import type { SelectOption } from '../components/Select';
import { Field, type FieldProps } from './Field';
import * as styles from './inputs.css';

export type SelectFieldProps<V extends string> = FieldProps & {
  options: readonly SelectOption<V>[];
  /** '' while nothing is chosen: the placeholder shows. */
  value: V | '';
  onValueChange: (value: V) => void;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  /** Submitted with a native form (Radix keeps a hidden select in step). */
  name?: string;
  onBlur?: () => void;
};

/**
 * A Radix select with a label, hint and errors: typeahead, arrow keys, Home/End and Escape,
 * the list in a portal so a card's overflow never clips it. Forms use it; compact toolbar
 * choices keep the native Select.
 */
export function SelectField<V extends string>({
  label,
  hint,
  errors,
  options,
  value,
  onValueChange,
  placeholder = 'Choose…',
  disabled,
  required,
  name,
  onBlur,
}: SelectFieldProps<V>) {
  return (
    <Field
      label={label}
      required={required}
      hint={hint}
      errors={errors}
      control={(tie) => (
        <RadixSelect.Root
          value={value}
          onValueChange={(next) => {
            const chosen = options.find((option) => option.value === next);
            if (chosen) onValueChange(chosen.value);
          }}
          disabled={disabled}
          required={required}
          name={name}
        >
          <RadixSelect.Trigger {...tie} className={styles.trigger} onBlur={onBlur}>
            <RadixSelect.Value placeholder={placeholder} />
            <RadixSelect.Icon className={styles.triggerIcon}>
              <ChevronDownIcon aria-hidden="true" />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
              <RadixSelect.Viewport className={styles.viewport}>
                {options.map((option) => (
                  <RadixSelect.Item key={option.value} value={option.value} className={styles.item}>
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                    <RadixSelect.ItemIndicator className={styles.itemIndicator}>
                      <CheckIcon aria-hidden="true" />
                    </RadixSelect.ItemIndicator>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    />
  );
}
