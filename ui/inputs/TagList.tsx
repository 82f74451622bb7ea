import { type KeyboardEvent, useRef, useState } from 'react';
import { Chips } from './Chips';
import { Field, type FieldProps } from './Field';
import * as styles from './inputs.css';
import { addTags, removeTag, type TagRules } from './tags';

/**
 * A list of short texts (destinations, keywords). Type and press Enter or a comma to add;
 * each tag has a "Remove <tag>" button; Backspace in the empty input removes the last tag.
 * Repeats and over-long tags are refused with a message under the field.
 */
export function TagList({
  label,
  hint,
  errors = [],
  value,
  onValueChange,
  placeholder = 'Type and press Enter',
  disabled,
  rules,
}: FieldProps & {
  value: readonly string[];
  onValueChange: (tags: string[]) => void;
  placeholder?: string;
  disabled?: boolean;
  rules?: TagRules;
}) {
  const [text, setText] = useState('');
  const [ownError, setOwnError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const add = (typed: string) => {
    const result = addTags(value, typed, rules);
    setOwnError(result.error);
    setText('');
    if (result.tags.length !== value.length) onValueChange(result.tags);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter would submit the form; the comma is a separator, not part of a tag.
      event.preventDefault();
      add(text);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onValueChange(removeTag(value, value.length - 1));
    }
  };
  return (
    <Field
      label={label}
      hint={hint}
      errors={ownError ? [ownError, ...errors] : errors}
      control={(tie) => (
        // A click on the box's empty space puts the caret in the input, as in any text field.
        // biome-ignore lint/a11y/noStaticElementInteractions: the input inside is the control.
        // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users reach the input by Tab.
        <div className={styles.tagBox} onClick={() => input.current?.focus()}>
          <Chips
            label={`${label}: ${value.length} tags`}
            labels={value.map((tag) => ({ key: tag, text: tag }))}
            disabled={disabled}
            onRemove={(index) => onValueChange(removeTag(value, index))}
          />
          <input
            ref={input}
            {...tie}
            className={styles.tagInput}
            value={text}
            placeholder={placeholder}
            disabled={disabled}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            // A tag typed but not confirmed is kept rather than lost when the user moves on.
            onBlur={() => (text.trim() ? add(text) : undefined)}
          />
        </div>
      )}
    />
  );
}
