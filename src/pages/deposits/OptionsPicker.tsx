import type { AnyFieldApi } from '@tanstack/react-form';
import { useParams } from 'wouter';
import { CheckboxGroup, Muted } from '#ui';
import { tsr } from '../../api/tsr';
import type { KitField } from '../../kit/fields';
import { depositsKey } from './paths';

const idsOf = (value: unknown) =>
  Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];

/** The application's options to tick; the customer sees them in this order. */
function Picker({
  field,
  readOnly,
  label,
}: {
  field: AnyFieldApi;
  readOnly: boolean;
  label: string;
}) {
  const { applicationId = '' } = useParams<{ applicationId: string }>();
  const query = tsr.depositOptions.all.useQuery({
    queryKey: [...depositsKey(applicationId), 'options', 'all'],
    queryData: { params: { applicationId } },
  });
  const options = query.data?.body.items ?? [];
  if (query.isSuccess && options.length === 0) {
    return <Muted>This application has no deposit options yet: add one first.</Muted>;
  }
  return (
    <CheckboxGroup
      legend={label}
      options={options.map((o) => ({ value: o.depositOptionId, label: o.name }))}
      selected={idsOf(field.state.value)}
      disabled={readOnly}
      onChange={(chosen) => field.handleChange(chosen)}
    />
  );
}

export const optionsField = <N extends string>(name: N, label: string): KitField<N> => ({
  name,
  label,
  kind: 'custom',
  render: (field, readOnly) => <Picker field={field} readOnly={readOnly} label={label} />,
});
