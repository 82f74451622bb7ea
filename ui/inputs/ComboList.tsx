import { type ChangeEvent, type KeyboardEvent, useId, useState } from 'react';
import type { FieldProps } from './Field';
import * as styles from './inputs.css';

/** One choice: `value` identifies it, `label` is what its tag and its option say. */
export type ComboOption = { value: string; label: string; hint?: string };

/** What a combobox's caller gives: the typed search, its matches and the line under them. */
export type ComboSearchProps = FieldProps & {
  search: string;
  onSearchChange: (search: string) => void;
  /** The matches of `search` (a server's page of them). */
  options: readonly ComboOption[];
  /** Said under the list: loading, nothing found, more to narrow. */
  status?: string;
  placeholder?: string;
  disabled?: boolean;
};

/**
 * The list half of a WAI-ARIA combobox, shared by the one-choice and many-choice inputs: which
 * option is active, the input's typing (it opens the list at its first option), its keys
 * (arrows move, Enter picks, Escape closes) and the listbox with its status line. The input
 * keeps the focus; the list is reached through aria-activedescendant.
 */
export function useComboList({
  shown,
  open,
  setOpen,
  status,
  disabled,
  onPick,
  onSearchChange,
}: {
  shown: readonly ComboOption[];
  open: boolean;
  setOpen: (open: boolean) => void;
  status: string | undefined;
  disabled: boolean | undefined;
  onPick: (option: ComboOption) => void;
  onSearchChange: (search: string) => void;
}) {
  const listId = useId();
  const [wanted, setActive] = useState(0);
  const expanded = open && !disabled && (shown.length > 0 || Boolean(status));
  // Typing starts again at the first option; a shorter answer keeps the last one active.
  const active = Math.max(0, Math.min(wanted, shown.length - 1));
  const optionId = (index: number) => `${listId}-${index}`;
  const pick = (option: ComboOption) => {
    setActive(0);
    onPick(option);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (shown.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((at) => (at + step + shown.length) % shown.length);
    } else if (event.key === 'Enter') {
      // Enter picks; it never submits the form from here.
      event.preventDefault();
      const option = shown[active];
      if (expanded && option) pick(option);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };
  const inputProps = {
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': expanded,
    'aria-controls': listId,
    'aria-activedescendant': expanded && shown.length > 0 ? optionId(active) : undefined,
    autoComplete: 'off',
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setOpen(true);
      setActive(0);
      onSearchChange(event.target.value);
    },
    onFocus: () => setOpen(true),
  } as const;
  return {
    inputProps,
    onKeyDown,
    list: { listId, shown, active, expanded, optionId, pick },
  };
}

/** The options and the status line under a combobox's input. */
export function ComboListbox({
  label,
  status,
  list,
}: {
  label: string;
  status: string | undefined;
  list: ReturnType<typeof useComboList>['list'];
}) {
  const { listId, shown, active, expanded, optionId, pick } = list;
  return (
    <>
      <div
        id={listId}
        role="listbox"
        aria-label={`${label} to choose from`}
        className={styles.listbox}
        hidden={!expanded || shown.length === 0}
      >
        {shown.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input's keys pick options.
          <div
            key={option.value}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            data-active={index === active}
            className={styles.option}
            // Pressing the option would blur the input and close the list before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
          >
            <span>{option.label}</span>
            {option.hint ? <span className={styles.optionHint}>{option.hint}</span> : null}
          </div>
        ))}
      </div>
      {/* Always there, so a screen reader hears the status change. */}
      <p className={styles.listStatus} aria-live="polite">
        {expanded ? status : ''}
      </p>
    </>
  );
}
