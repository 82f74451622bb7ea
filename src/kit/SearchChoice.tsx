import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SearchSelect } from '#ui/forms';
import { CHOICES_PAGE, type Choices } from './choices';
import { type SelectOption, textOf } from './fields';

const optionOf = (o: SelectOption) => ({ value: textOf(o.value), label: o.label });

/** Said under the list: searching, nothing found, or more to narrow. */
function statusOf(searching: boolean, found: { options: unknown[]; more: boolean } | undefined) {
  if (searching) return 'Searching…';
  if (!found) return undefined;
  if (found.options.length === 0) return 'Nothing matches';
  return found.more ? `The first ${CHOICES_PAGE} shown: type more to narrow them` : undefined;
}

/**
 * One record among many as a field's value (a declared field's, or a hand form's): what is
 * typed searches the server's list, the chosen record's name shows when the field is closed.
 */
export function SearchChoice({
  label,
  choices,
  value,
  onChange,
  onBlur,
  errors = [],
  readOnly = false,
  required = false,
}: {
  label: string;
  choices: Choices;
  value: unknown;
  onChange: (value: SelectOption['value']) => void;
  onBlur?: () => void;
  errors?: readonly string[];
  readOnly?: boolean;
  required?: boolean;
}) {
  const [search, setSearch] = useState('');
  const text = search.trim().slice(0, 100);
  const enabled = choices.enabled !== false && !readOnly;
  const found = useQuery({
    queryKey: [...choices.key, 'choices', text],
    queryFn: () => choices.find(text),
    placeholderData: keepPreviousData,
    enabled,
  });
  const current = typeof value === 'string' || typeof value === 'number' ? value : null;
  const none = choices.none;
  // Ids start at 1: an empty form's 0 is no choice, as null and the empty text are.
  const isNone =
    current === null ||
    current === '' ||
    current === 0 ||
    (none && textOf(none.value) === String(current));
  const listed = found.data?.options.find((o) => textOf(o.value) === String(current));
  const name = useQuery({
    queryKey: [...choices.key, 'choice-name', current],
    queryFn: () => (current === null ? null : choices.name(current)),
    enabled: !isNone && !listed,
  });
  // Options found for an earlier text are not offered while this one's are on their way: Enter
  // would pick the first of them, not of what was typed.
  const fresh = found.isPlaceholderData ? undefined : found.data;
  const options = [...(none && text === '' ? [none] : []), ...(fresh?.options ?? [])];
  const chosenLabel = isNone ? none?.label : (listed?.label ?? name.data ?? undefined);
  return (
    <SearchSelect
      label={label}
      required={required}
      errors={errors}
      disabled={readOnly}
      selected={
        current === null || chosenLabel === undefined
          ? null
          : { value: String(current), label: chosenLabel }
      }
      search={search}
      onSearchChange={setSearch}
      options={options.map(optionOf)}
      status={enabled ? statusOf(found.isFetching && !fresh, fresh) : undefined}
      onChoose={(o) => {
        const option = options.find((each) => textOf(each.value) === o.value);
        if (option) onChange(option.value);
      }}
      onBlur={onBlur}
    />
  );
}
