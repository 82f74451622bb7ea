import type { AnyFieldApi } from '@tanstack/react-form';
import { useParams } from 'wouter';
import { customField } from '../../kit/fields';
import { SearchChoice } from '../../kit/SearchChoice';
import { rewardChoices } from './reward-choices';

/** One of the application's rewards, found by name. */
function RewardChoice({
  field,
  label,
  readOnly,
}: {
  field: AnyFieldApi;
  label: string;
  readOnly: boolean;
}) {
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

export const rewardField = <N extends string>(name: N, label: string) =>
  customField(name, label, (field, readOnly) => (
    <RewardChoice field={field} label={label} readOnly={readOnly} />
  ));
