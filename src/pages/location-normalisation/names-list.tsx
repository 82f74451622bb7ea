import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'wouter';
import { ISO_COUNTRY_CODES } from '#contract/iso-countries';
import {
  type LOCATION_SORTS,
  LocationListQuery,
  type LocationNameRow,
} from '#contract/location-normalisation';
import { tsr } from '../../api/tsr';
import { DateTimeCell } from '../../kit/cells';
import { contractQuery } from '../../kit/contract-query';
import type { KitList, KitListArea } from '../../kit/types';
import { ImportNames } from './ImportNames';
import { LOCATIONS_KEY, locationPaths } from './paths';
import { AcceptSuggestion, MapAction, UnmapAction } from './row-actions';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const COUNTRY_OPTIONS = ISO_COUNTRY_CODES.map((code) => ({
  value: code,
  label: `${countryNames.of(code) ?? code} (${code})`,
})).sort((a, b) => a.label.localeCompare(b.label));

/** Supplier names have no pages of their own: they are mapped from the list. */
export const namesArea: KitListArea<LocationNameRow> = {
  noun: 'Location name',
  plural: 'Location normalisation',
  idOf: (row) => row.nameId,
  nameOf: (row) => row.name,
};

export const namesList: KitList<
  LocationNameRow,
  (typeof LOCATION_SORTS)[number],
  'countryCode' | 'mapped'
> = {
  columns: [
    { key: 'name', header: 'Supplier name', sortable: true },
    { key: 'countryCode', header: 'Country', sortable: true },
    {
      key: 'status',
      header: 'Normalised name',
      sortable: true,
      cell: (r) =>
        r.normalisedName === null ? (
          'Unmapped'
        ) : (
          <Link href={locationPaths.location(r.countryCode, r.normalisedName)}>
            {r.normalisedName}
          </Link>
        ),
    },
    {
      key: 'suggestions',
      header: 'Suggestion',
      cell: (r) => (r.normalisedName === null ? <AcceptSuggestion row={r} /> : null),
    },
    { key: 'source', header: 'Source' },
    {
      key: 'updated',
      header: 'Updated',
      sortable: true,
      cell: (r) => <DateTimeCell value={r.updated} />,
    },
  ],
  filters: [
    { kind: 'select', key: 'countryCode', label: 'Country', options: COUNTRY_OPTIONS },
    {
      kind: 'select',
      key: 'mapped',
      label: 'Mapping',
      options: [
        { value: 'unmapped', label: 'Unmapped' },
        { value: 'mapped', label: 'Mapped' },
      ],
    },
  ],
  actions: [
    { label: 'Map', render: (r) => <MapAction row={r} /> },
    {
      label: 'Unmap',
      render: (r) => <UnmapAction row={r} />,
      shows: (r) => r.normalisedName !== null,
    },
  ],
  standard: [],
  useRows: (query) =>
    tsr.locationNormalisation.list.useQuery({
      queryKey: [...LOCATIONS_KEY, 'list', query],
      queryData: { query: contractQuery(LocationListQuery, query) },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search supplier or normalised name',
  emptyText: 'No supplier location names yet: they arrive with orders, or upload a spreadsheet.',
  toolbar: <ImportNames />,
};
