import { useId } from 'react';
import { Checkbox } from './Checkbox';
import * as styles from './checkbox.css';

export interface CheckboxOption<V extends string | number> {
  value: V;
  label: string;
  description?: string;
}

/**
 * A titled group of checkboxes with a "select all" box that is mixed when only some are
 * checked. `selected` may hold values of other groups; only this group's are touched.
 */
export function CheckboxGroup<V extends string | number>({
  legend,
  options,
  selected,
  onChange,
  disabled = false,
  selectAllLabel = `Select all ${legend}`,
}: {
  legend: string;
  options: readonly CheckboxOption<V>[];
  selected: readonly V[];
  onChange: (selected: V[]) => void;
  disabled?: boolean;
  selectAllLabel?: string;
}) {
  const id = useId();
  const mine = new Set(options.map((o) => o.value));
  const others = selected.filter((v) => !mine.has(v));
  const chosen = options.filter((o) => selected.includes(o.value)).map((o) => o.value);
  const all = chosen.length === options.length && options.length > 0;
  const toggle = (value: V, on: boolean) =>
    onChange([...others, ...(on ? [...chosen, value] : chosen.filter((v) => v !== value))]);

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <Checkbox
        id={`${id}-all`}
        label={selectAllLabel}
        checked={all ? true : chosen.length > 0 ? 'indeterminate' : false}
        disabled={disabled}
        onCheckedChange={(on) => onChange([...others, ...(on ? options.map((o) => o.value) : [])])}
      />
      {options.map((option) => (
        <Checkbox
          key={option.value}
          id={`${id}-${option.value}`}
          label={option.label}
          description={option.description}
          checked={selected.includes(option.value)}
          disabled={disabled}
          onCheckedChange={(on) => toggle(option.value, on)}
        />
      ))}
    </fieldset>
  );
}
