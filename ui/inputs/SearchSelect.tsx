import { useRef, useState } from 'react';
import { input as inputStyle } from '../components/textField.css';
import { ComboListbox, type ComboOption, type ComboSearchProps, useComboList } from './ComboList';
import { Field } from './Field';

/**
 * One choice among more than a list can hold (a rule among thousands), picked from the server's
 * matches of what is typed (WAI-ARIA combobox). Closed, the input shows the chosen option's
 * label; typing searches, the arrows and Enter pick, Escape puts the choice back.
 */
export function SearchSelect({
  label,
  hint,
  errors = [],
  required,
  selected,
  onChoose,
  search,
  onSearchChange,
  options,
  status,
  placeholder = 'Type to search',
  disabled,
  onBlur,
}: ComboSearchProps & {
  /** The option chosen now, or null when none is. */
  selected: ComboOption | null;
  onChoose: (option: ComboOption) => void;
  onBlur?: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onSearchChange('');
  };
  const combo = useComboList({
    shown: options,
    open,
    setOpen: (next) => (next ? setOpen(true) : close()),
    status,
    disabled,
    onSearchChange,
    onPick: (option) => {
      onChoose(option);
      close();
    },
  });
  return (
    <Field
      label={label}
      hint={hint}
      errors={errors}
      required={required}
      control={(tie) => (
        <div>
          <input
            ref={input}
            {...tie}
            {...combo.inputProps}
            className={inputStyle}
            value={open ? search : (selected?.label ?? '')}
            placeholder={selected?.label ?? placeholder}
            disabled={disabled}
            onClick={() => setOpen(true)}
            onBlur={() => {
              close();
              onBlur?.();
            }}
            onKeyDown={combo.onKeyDown}
          />
          <ComboListbox label={label} status={status} list={combo.list} />
        </div>
      )}
    />
  );
}
