import { type AnyFieldApi, useStore } from '@tanstack/react-form';
import { describeOption, initialOf } from '#contract/deposit-schedule';
import { fromMinor, toMinor } from '#contract/money';
import { Muted } from '#ui';
import type { KitField } from '../../kit/fields';
import { TextArea } from '../../kit/TextArea';
import * as styles from './deposits.css';

/** The total the description's preview fills {AMOUNT} for. */
const SAMPLE_TOTAL = '1000.00';

type Values = { amountKind?: unknown; amount?: unknown; type?: unknown; instalments?: unknown };

/** The description as a customer of a 1,000.00 booking reads it, as the other fields change. */
function LivePreview({ field }: { field: AnyFieldApi }) {
  const values = useStore(field.form.store, (s: { values: Values }) => s.values);
  const text = typeof field.state.value === 'string' ? field.state.value : '';
  const amount = toMinor(String(values.amount ?? ''));
  const kind = values.amountKind === 'fixed' ? 'fixed' : 'percent';
  const total = toMinor(SAMPLE_TOTAL) ?? 0;
  const initial = amount === null ? null : initialOf({ amountKind: kind, amount }, total);
  const instalments = values.type === 'deposit' ? 1 : Number(values.instalments) || 1;
  return (
    <section aria-label="Description preview" aria-live="polite" className={styles.preview}>
      <Muted>As a customer reads it, for a {SAMPLE_TOTAL} booking:</Muted>
      <p data-testid="description-preview">
        {text.trim() === ''
          ? '—'
          : describeOption(text, {
              amount: initial === null ? '{AMOUNT}' : fromMinor(initial),
              instalments,
            })}
      </p>
    </section>
  );
}

/** The customer-facing description, with {AMOUNT} and {INSTALLMENTS} filled in beside it. */
export const descriptionField = <N extends string>(name: N, label: string): KitField<N> => ({
  name,
  label,
  kind: 'custom',
  render: (field, readOnly) => (
    <div className={styles.stack}>
      <TextArea
        label={label}
        value={typeof field.state.value === 'string' ? field.state.value : ''}
        readOnly={readOnly}
        errors={[]}
        onChange={(text) => field.handleChange(text)}
        onBlur={() => field.handleBlur()}
      />
      <Muted>
        Use {'{AMOUNT}'} for the amount paid today and {'{INSTALLMENTS}'} for the number of payments
        after it.
      </Muted>
      <LivePreview field={field} />
    </div>
  ),
});
