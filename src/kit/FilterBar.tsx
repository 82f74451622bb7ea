import { Select, TextField } from '#ui';
import { DateField } from '#ui/forms';
import type { ListControl } from './list-url';
import { SearchChoice } from './SearchChoice';
import type { KitFilter } from './types';

/** The search box and the area's filters, all reading and writing the list's state. */
export function FilterBar<K extends string, F extends string>({
  url,
  filters,
  searchLabel = 'Search',
}: {
  url: ListControl<K, F>;
  filters: readonly KitFilter<F>[];
  searchLabel?: string | undefined;
}) {
  const { state } = url;
  const value = (key: F) => state.filters[key] ?? '';
  // Text is typed letter by letter: each letter replaces the history entry rather than adding one.
  const set = (key: F, text: string, replace = false) =>
    url.change({ filters: { ...state.filters, [key]: text } }, { replace });
  return (
    <>
      <TextField
        label={searchLabel}
        type="search"
        value={state.search}
        onChange={(event) => url.change({ search: event.target.value }, { replace: true })}
      />
      {filters.map((filter) => {
        if (filter.kind === 'select') {
          return (
            <Select
              key={filter.key}
              label={filter.label}
              options={[{ value: '', label: filter.emptyLabel ?? 'All' }, ...filter.options]}
              value={value(filter.key)}
              onValueChange={(v) => set(filter.key, v)}
            />
          );
        }
        if (filter.kind === 'search') {
          return (
            <SearchChoice
              key={filter.key}
              label={filter.label}
              choices={{ ...filter.choices, none: { value: '', label: 'All' } }}
              value={value(filter.key)}
              onChange={(v) => set(filter.key, v === null ? '' : String(v))}
            />
          );
        }
        if (filter.kind === 'text') {
          return (
            <TextField
              key={filter.key}
              label={filter.label}
              value={value(filter.key)}
              onChange={(event) => set(filter.key, event.target.value, true)}
            />
          );
        }
        return (
          <span key={filter.from} style={{ display: 'flex', gap: '0.5rem' }}>
            <DateField
              label={`${filter.label} from`}
              value={value(filter.from)}
              max={value(filter.to) || undefined}
              onValueChange={(day) => set(filter.from, day)}
            />
            <DateField
              label={`${filter.label} to`}
              value={value(filter.to)}
              min={value(filter.from) || undefined}
              onValueChange={(day) => set(filter.to, day)}
            />
          </span>
        );
      })}
    </>
  );
}
