import { type AnyFieldApi, useStore } from '@tanstack/react-form';
import type { PropertyCreate } from '#contract/property-content';
import { api } from '../../api/client';
import { okBody } from '../../kit/calls';
import { CHOICES_PAGE, type Choices, pageOf } from '../../kit/choices';
import type { KitField } from '../../kit/fields';
import { SearchChoice } from '../../kit/SearchChoice';
import { propertiesKey } from './paths';

// A choice is the place's country and name in one value, so picking one sets both fields.
const SEP = '|';
const choiceOf = (countryCode: string, name: string) => `${countryCode}${SEP}${name}`;
const placeOf = (value: string) => {
  const at = value.indexOf(SEP);
  return { countryCode: value.slice(0, at), name: value.slice(at + 1) };
};
const labelOf = (value: string) => {
  const { countryCode, name } = placeOf(value);
  return `${name} (${countryCode})`;
};

const locationChoices = (applicationId: string): Choices => ({
  key: [...propertiesKey(applicationId), 'locations'],
  find: async (search) =>
    pageOf(
      okBody(
        await api.propertyContent.locations({
          params: { applicationId },
          query: { search, pageSize: CHOICES_PAGE },
        }),
      ),
      (place) => {
        const value = choiceOf(place.countryCode, place.name);
        return { value, label: labelOf(value) };
      },
    ),
  name: async (value) => labelOf(String(value)),
});

/**
 * The property's location, searched among the platform's normalised places ("Málaga (ES)"),
 * as pricing rules name destinations; picking one sets the country as well.
 */
function LocationPicker({
  field,
  readOnly,
  choices,
}: {
  field: AnyFieldApi;
  readOnly: boolean;
  choices: Choices;
}) {
  const country = useStore(
    field.form.store,
    (s: { values: PropertyCreate }) => s.values.countryCode,
  );
  const name = typeof field.state.value === 'string' ? field.state.value : '';
  return (
    <SearchChoice
      label="Location"
      choices={choices}
      value={name === '' ? null : choiceOf(country ?? '', name)}
      onChange={(chosen) => {
        if (typeof chosen !== 'string') return;
        const place = placeOf(chosen);
        field.form.setFieldValue('countryCode', place.countryCode);
        field.handleChange(place.name);
      }}
      onBlur={() => field.handleBlur()}
      readOnly={readOnly}
      required
    />
  );
}

export const locationField = (applicationId: string): KitField<'locationName'> => {
  const choices = locationChoices(applicationId);
  return {
    name: 'locationName',
    label: 'Location',
    kind: 'custom',
    render: (field, readOnly) => (
      <LocationPicker field={field} readOnly={readOnly} choices={choices} />
    ),
  };
};
