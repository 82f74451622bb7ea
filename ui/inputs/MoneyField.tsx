import { type FocusEvent, useState } from 'react';
import { Field, type FieldProps } from './Field';
import * as styles from './inputs.css';
import { formatMoney, parseMoney } from './money';
import { useDraft } from './use-draft';

/** An amount in integer minor units (77000 is 770.00) and its ISO currency code. */
export interface Money {
  minor: number | null;
  currency: string;
}

const sameMoney = (a: Money, b: Money) => a.minor === b.minor && a.currency === b.currency;

/**
 * Amount and currency. The user types text ("770", "1,234.5"); the caller only ever receives
 * integer minor units, never a float, and `null` while the amount is empty. Text that is not an
 * amount shows its own error and is not passed on; leaving the field tidies it ("770" → "770.00").
 */
export function MoneyField({
  label,
  hint,
  errors = [],
  value,
  onValueChange,
  currencies,
  disabled,
  required,
  onBlur,
}: FieldProps & {
  value: Money;
  onValueChange: (value: Money) => void;
  /** The currencies to choose from; with one, it is shown but not a choice. */
  currencies: readonly string[];
  disabled?: boolean;
  required?: boolean;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}) {
  const show = (money: Money) =>
    money.minor === null ? '' : formatMoney(money.minor, money.currency);
  const [text, setText, emit] = useDraft(value, show, sameMoney, onValueChange);
  const [ownError, setOwnError] = useState<string | null>(null);
  const commit = (nextText: string, currency: string) => {
    setText(nextText);
    if (nextText.trim() === '') {
      setOwnError(null);
      emit({ minor: null, currency });
      return;
    }
    const parsed = parseMoney(nextText, currency);
    setOwnError(parsed.ok ? null : parsed.error);
    if (parsed.ok) emit({ minor: parsed.minor, currency });
  };
  const shown = ownError ? [ownError, ...errors] : errors;
  return (
    <Field
      label={label}
      required={required}
      hint={hint}
      errors={shown}
      control={(tie) => (
        <div className={styles.moneyRow}>
          <input
            {...tie}
            inputMode="decimal"
            autoComplete="off"
            className={styles.amount}
            value={text}
            disabled={disabled}
            required={required}
            onChange={(event) => commit(event.target.value, value.currency)}
            onBlur={(event) => {
              const parsed = parseMoney(text, value.currency);
              if (parsed.ok) setText(formatMoney(parsed.minor, value.currency));
              onBlur?.(event);
            }}
          />
          {currencies.length > 1 ? (
            <select
              aria-label={`${label} currency`}
              className={styles.currency}
              value={value.currency}
              disabled={disabled}
              onChange={(event) => commit(text, event.target.value)}
            >
              {currencies.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          ) : (
            <span className={styles.currencyFixed}>{value.currency}</span>
          )}
        </div>
      )}
    />
  );
}
