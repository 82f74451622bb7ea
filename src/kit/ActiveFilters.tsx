import { useQuery } from '@tanstack/react-query';
import { Button } from '#ui';
import { Chips } from '#ui/forms';
import { useDateFormat } from '../dates/use-date-format';
import type { Choices } from './choices';
import { clearNarrowing, type ListControl } from './list-url';
import type { KitFilter } from './types';

type Chip<F extends string> = { key: F | 'search'; text: string };

/** The name of a record a search filter holds, from the cache its field fills (or the server). */
function useChosenName(choices: Choices | undefined, value: string) {
  const name = useQuery({
    queryKey: [...(choices?.key ?? []), 'choice-name', value],
    queryFn: () => choices?.name(value) ?? null,
    enabled: choices !== undefined && value !== '',
  });
  return name.data ?? undefined;
}

type Props<K extends string, F extends string> = {
  url: ListControl<K, F>;
  filters: readonly KitFilter<F>[];
  searchLabel: string;
};

/**
 * What narrows a list now, each as a chip with its Remove button ("Company: Harbour Tours"),
 * and Clear all: the same under every list's filter bar. Nothing (and no reads) when nothing does.
 */
export function ActiveFilters<K extends string, F extends string>(props: Props<K, F>) {
  const { state } = props.url;
  const narrowed =
    state.search.trim() !== '' ||
    Object.values(state.filters).some((v) => v !== '' && v !== undefined);
  return narrowed ? <Chosen {...props} /> : null;
}

function Chosen<K extends string, F extends string>({ url, filters, searchLabel }: Props<K, F>) {
  const { state } = url;
  const dates = useDateFormat();
  const value = (key: F) => state.filters[key] ?? '';
  // At most one search filter in a list today; its chosen record is named by its choices.
  const searched = filters.find((f) => f.kind === 'search' && value(f.key) !== '');
  const chosenName = useChosenName(
    searched?.kind === 'search' ? searched.choices : undefined,
    searched?.kind === 'search' ? value(searched.key) : '',
  );
  const chips: Chip<F>[] = [];
  if (state.search.trim() !== '')
    chips.push({ key: 'search', text: `${searchLabel}: ${state.search.trim()}` });
  for (const filter of filters) {
    if (filter.kind === 'dateRange') {
      for (const [key, side] of [
        [filter.from, 'from'],
        [filter.to, 'to'],
      ] as const) {
        if (value(key) !== '')
          chips.push({ key, text: `${filter.label} ${side} ${dates.utcDate(value(key))}` });
      }
      continue;
    }
    const chosen = value(filter.key);
    if (chosen === '') continue;
    const text =
      filter.kind === 'select'
        ? (filter.options.find((o) => o.value === chosen)?.label ?? chosen)
        : filter.kind === 'search'
          ? (chosenName ?? '…')
          : chosen;
    chips.push({ key: filter.key, text: `${filter.label}: ${text}` });
  }
  if (chips.length === 0) return null;
  const remove = (index: number) => {
    const chip = chips[index];
    if (!chip) return;
    if (chip.key === 'search') url.change({ search: '' });
    else url.change({ filters: { ...state.filters, [chip.key]: '' } });
  };
  return (
    <>
      <Chips label={`Active filters: ${chips.length}`} labels={chips} onRemove={remove} />
      <Button tone="secondary" size="sm" onClick={() => url.change(clearNarrowing(state))}>
        Clear all
      </Button>
    </>
  );
}
