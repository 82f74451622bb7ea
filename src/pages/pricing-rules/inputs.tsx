import type { AnyFieldApi } from '@tanstack/react-form';
import { CheckboxGroup } from '#ui';
import { TagList } from '#ui/forms';
import { customField } from '../../kit/fields';
import { DestinationPicker } from './DestinationPicker';

const listOf = (field: AnyFieldApi): unknown[] =>
  Array.isArray(field.state.value) ? field.state.value : [];

/** Any of a fixed list (product types, days of the week); none ticked is any. */
export const choicesField = <N extends string>(
  name: N,
  label: string,
  choices: readonly string[],
) =>
  customField(name, label, (field, readOnly) => (
    <CheckboxGroup
      legend={label}
      options={choices.map((value) => ({ value, label: value }))}
      selected={listOf(field).filter((v) => typeof v === 'string')}
      disabled={readOnly}
      onChange={(chosen) => field.handleChange(choices.filter((c) => chosen.includes(c)))}
    />
  ));

/** Texts typed one by one, as `read` turns them into the field's list. */
const tagsField = <N extends string>(
  name: N,
  label: string,
  hint: string,
  read: (tags: string[]) => unknown[],
) =>
  customField(name, label, (field, readOnly) => (
    <TagList
      label={label}
      hint={hint}
      disabled={readOnly}
      value={listOf(field).map(String)}
      onValueChange={(tags) => field.handleChange(read(tags))}
    />
  ));

/** Ids typed one by one (suppliers, linked companies); what is no id stays text, for its error. */
export const idsField = <N extends string>(name: N, label: string, hint: string) =>
  tagsField(name, label, hint, (tags) => tags.map((t) => (/^\d{1,10}$/.test(t) ? Number(t) : t)));

/** Short texts (membership levels). */
export const textsField = <N extends string>(name: N, label: string, hint: string) =>
  tagsField(name, label, hint, (tags) => tags);

type Place = { countryCode: string; name: string };
const isPlace = (v: unknown): v is Place =>
  typeof v === 'object' && v !== null && 'countryCode' in v && 'name' in v;

/** Destinations: whole countries or normalised locations, picked from a searched list. */
export const destinationsField = <N extends string>(name: N, label: string) =>
  customField(name, label, (field, readOnly) => (
    <DestinationPicker
      label={label}
      readOnly={readOnly}
      value={listOf(field).filter(isPlace)}
      onChange={(places) => field.handleChange(places)}
    />
  ));
