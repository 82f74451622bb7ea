import type { AnyFieldApi } from '@tanstack/react-form';
import { CreditCreate } from '#contract/linked-companies';
import { MoneyField } from '#ui/forms';
import { declaredForm } from '../../kit/KitForm';
import { ACCOUNT_CURRENCIES, moneyOf, moneyText } from './money';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The limit and its currency in one MoneyField (integer minor units), which sets both fields. */
function LimitInput({ field, readOnly }: { field: AnyFieldApi; readOnly: boolean }) {
  const currency = textOf(field.form.getFieldValue('currency'));
  return (
    <MoneyField
      label="Credit limit"
      hint="Available to the company as soon as the account is added"
      value={moneyOf(textOf(field.state.value), currency)}
      onValueChange={(money) => {
        field.form.setFieldValue('currency', money.currency);
        field.handleChange(moneyText(money));
      }}
      currencies={ACCOUNT_CURRENCIES}
      onBlur={() => field.handleBlur()}
      disabled={readOnly}
      required
    />
  );
}

export const emptyCreditForm: CreditCreate = { currency: 'GBP', limit: '' };

/** A new account's currency and limit; the currency's own messages (taken) show under both. */
export const creditAddForm = declaredForm(
  CreditCreate,
  [
    {
      fields: [
        {
          name: 'limit',
          label: 'Credit limit',
          kind: 'custom',
          render: (field, readOnly) => <LimitInput field={field} readOnly={readOnly} />,
        },
        { name: 'currency', label: 'Currency', kind: 'custom', render: () => null },
      ],
    },
  ],
  false,
);
