import { type KeyboardEvent, useRef, useState } from 'react';
import { Chips } from './Chips';
import { ComboListbox, type ComboOption, type ComboSearchProps, useComboList } from './ComboList';
import { Field } from './Field';
import * as styles from './inputs.css';

export type { ComboOption } from './ComboList';

/**
 * Several choices picked from a list that follows what is typed (WAI-ARIA combobox with a
 * listbox): the caller searches (a server's page of matches) and passes the options. Arrow keys
 * move through them, Enter picks, Escape closes the list; each tag has a "Remove <tag>" button
 * and Backspace in the empty input removes the last. Only listed options can be picked, so a
 * choice is always one the list knows.
 */
export function ComboboxTags({
  label,
  hint,
  errors = [],
  value,
  onValueChange,
  search,
  onSearchChange,
  options,
  status,
  placeholder = 'Type to search',
  disabled,
}: ComboSearchProps & {
  /** The choices so far; they are left out of the listed options. */
  value: readonly ComboOption[];
  onValueChange: (chosen: ComboOption[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const chosen = new Set(value.map((v) => v.value));
  const shown = options.filter((o) => !chosen.has(o.value));
  const combo = useComboList({
    shown,
    open,
    setOpen,
    status,
    disabled,
    onSearchChange,
    onPick: (option) => {
      onValueChange([...value, option]);
      onSearchChange('');
      input.current?.focus();
    },
  });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && search === '' && value.length > 0) {
      onValueChange(value.slice(0, -1));
    } else combo.onKeyDown(event);
  };
  return (
    <Field
      label={label}
      hint={hint}
      errors={errors}
      control={(tie) => (
        <div>
          {/* A click on the box's empty space puts the caret in the input. */}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the input inside is the control. */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users reach the input by Tab. */}
          <div className={styles.tagBox} onClick={() => input.current?.focus()}>
            <Chips
              label={`${label}: ${value.length} chosen`}
              labels={value.map((tag) => ({ key: tag.value, text: tag.label }))}
              disabled={disabled}
              onRemove={(index) => onValueChange(value.filter((_, i) => i !== index))}
            />
            <input
              ref={input}
              {...tie}
              {...combo.inputProps}
              className={styles.tagInput}
              value={search}
              placeholder={placeholder}
              disabled={disabled}
              onBlur={() => setOpen(false)}
              onKeyDown={onKeyDown}
            />
          </div>
          <ComboListbox label={label} status={status} list={combo.list} />
        </div>
      )}
    />
  );
}
