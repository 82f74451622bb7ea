import type { AnyFieldApi } from '@tanstack/react-form';
import { useParams } from 'wouter';
import { TextField } from '#ui';
import type { KitField } from '../../kit/fields';
import { SearchChoice } from '../../kit/SearchChoice';
import { rewardChoices } from './reward-choices';

/** A whole number or nothing: '' is "any", what is no number fails the contract's rule. */
function OptionalNumber({ field, label, readOnly }: Props) {
  const value: unknown = field.state.value;
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      readOnly={readOnly}
      name={field.name}
      hint="Leave empty for any"
      value={typeof value === 'number' && Number.isFinite(value) ? String(value) : ''}
      onChange={(event) => {
        const text = event.target.value.trim();
        field.handleChange(text === '' ? '' : Number(text));
      }}
      onBlur={() => field.handleBlur()}
    />
  );
}

type Props = { field: AnyFieldApi; label: string; readOnly: boolean };

/** One of the application's rewards, found by name. */
function RewardChoice({ field, label, readOnly }: Props) {
  const { applicationId = '' } = useParams<{ applicationId: string }>();
  return (
    <SearchChoice
      label={label}
      choices={rewardChoices(applicationId)}
      value={field.state.value}
      onChange={(id) => field.handleChange(id)}
      onBlur={() => field.handleBlur()}
      readOnly={readOnly}
    />
  );
}

export const optionalNumberField = <N extends string>(name: N, label: string): KitField<N> => ({
  name,
  label,
  kind: 'custom',
  render: (field, readOnly) => <OptionalNumber field={field} label={label} readOnly={readOnly} />,
});

export const rewardField = <N extends string>(name: N, label: string): KitField<N> => ({
  name,
  label,
  kind: 'custom',
  render: (field, readOnly) => <RewardChoice field={field} label={label} readOnly={readOnly} />,
});
