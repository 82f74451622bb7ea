import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'wouter';
import { COUNTRIES } from '#contract/constants';
import { normalisePlace } from '#contract/pricing-engine/normalise';
import type { DestinationOption } from '#contract/pricing-rules';
import { ComboboxTags, type ComboOption } from '#ui/forms';
import { tsr } from '../../api/tsr';
import { pricingKey } from './paths';

type Place = { countryCode: string; name: string };
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => countryNames.of(code) ?? code;

// Two destinations that compare as one place are one choice (the server drops repeats so too).
const keyOf = (p: Place) => `${p.countryCode}|${normalisePlace(p.name)}`;
const optionOf = (p: Place): ComboOption => ({
  value: keyOf(p),
  label: p.name ? `${p.countryCode}: ${p.name}` : `${p.countryCode} (whole country)`,
  hint: countryName(p.countryCode),
});

/** The whole countries a search names, by code or English name ("es", "spa"). */
const countriesFor = (search: string): Place[] => {
  const typed = normalisePlace(search);
  if (typed === '') return [];
  return COUNTRIES.filter(
    (code) => code.toLowerCase() === typed || normalisePlace(countryName(code)).startsWith(typed),
  ).map((countryCode) => ({ countryCode, name: '' }));
};

function statusOf(
  loading: boolean,
  found: { items: DestinationOption[]; total: number; capped?: true } | undefined,
  countries: number,
) {
  if (loading) return 'Searching…';
  if (!found) return undefined;
  if (found.items.length + countries === 0) {
    return 'No normalised location matches: supplier names are mapped under Location Normalisation';
  }
  if (found.capped || found.total > found.items.length) {
    return `${found.items.length} of ${found.capped ? `${found.total}+` : found.total} places shown: type more to narrow them`;
  }
  return undefined;
}

/**
 * A rule's destinations, picked among the platform's normalised locations (location
 * normalisation) or whole countries: the names rules compare items' mapped places with.
 */
export function DestinationPicker({
  label,
  value,
  onChange,
  readOnly,
}: {
  label: string;
  value: readonly Place[];
  onChange: (places: Place[]) => void;
  readOnly: boolean;
}) {
  const { applicationId = '' } = useParams<{ applicationId: string }>();
  const [search, setSearch] = useState('');
  const query = tsr.pricingRules.destinations.useQuery({
    queryKey: [...pricingKey(applicationId), 'destinations', search.trim()],
    queryData: { params: { applicationId }, query: { search: search.trim().slice(0, 100) } },
    placeholderData: keepPreviousData,
    // A reader sees the chosen destinations only; the list is for those who may edit.
    enabled: !readOnly && applicationId !== '',
  });
  const found = query.data?.status === 200 ? query.data.body : undefined;
  // Places found for an earlier search are not offered while this one's are on their way:
  // Enter would pick the first of them, not of what was typed.
  const fresh = query.isPlaceholderData ? undefined : found;
  const countries = countriesFor(search);
  const places = new Map<string, Place>(
    [...value, ...countries, ...(found?.items ?? [])].map((p) => [keyOf(p), p]),
  );
  return (
    <ComboboxTags
      label={label}
      hint="Search the normalised locations by name, or a country by its code or name for the whole country"
      disabled={readOnly}
      value={value.map(optionOf)}
      onValueChange={(chosen) =>
        onChange(
          chosen.flatMap((o) => {
            const place = places.get(o.value);
            return place ? [place] : [];
          }),
        )
      }
      search={search}
      onSearchChange={setSearch}
      options={[...countries, ...(fresh?.items ?? [])].map(optionOf)}
      status={statusOf(query.isFetching && !fresh, fresh, countries.length)}
    />
  );
}
