import { keepPreviousData } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  type FlightPartnerLocation,
  FlightPartnerLocationCreate,
  FlightPartnerLocationFields,
  FlightPartnerLocationListQuery,
  type FlightPartnerLocationRow,
  LOCATION_TEXT,
} from '#contract/locations';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { expectStatus } from '../../kit/calls';
import { contractQuery } from '../../kit/contract-query';
import { declaredForm } from '../../kit/KitForm';
import type { KitAdd, KitArea, KitList, KitRecord, KitRemove } from '../../kit/types';
import { locationsKey, partnerPaths } from './paths';

type Named = Pick<FlightPartnerLocationRow, 'partnerLocationId' | 'partnerCode'>;

export const partnersArea = (applicationId: string): KitArea<Named> => ({
  noun: 'Partner Location',
  plural: 'Flight Search Partner Locations',
  paths: partnerPaths(applicationId),
  idOf: (row) => row.partnerLocationId,
  nameOf: (row) => row.partnerCode,
  access: {
    edit: 'flightPartnerLocations.update',
    add: 'flightPartnerLocations.create',
    remove: 'flightPartnerLocations.remove',
  },
  cacheKey: locationsKey(applicationId),
});

const partnerForm = [
  {
    title: 'Mapping',
    fields: [
      { name: 'partner', label: 'Partner', kind: 'text', hint: 'The flight search partner' },
      { name: 'partnerCode', label: 'Partner Location Code', kind: 'text' },
      {
        name: 'iataCode',
        label: 'IATA Airport Code',
        kind: 'text',
        hint: 'Three letters, e.g. AGP',
      },
      { name: 'name', label: 'Description', kind: 'text', hint: 'e.g. Málaga airport' },
    ],
  },
] as const;

type PartnerOut = z.output<typeof FlightPartnerLocationFields>;

export const partnersList = (
  applicationId: string,
): KitList<FlightPartnerLocationRow, 'partner' | 'partnerCode' | 'iataCode', never> => ({
  columns: [
    { key: 'partner', header: 'Partner', sortable: true },
    { key: 'partnerCode', header: 'Partner Location Code', sortable: true, link: true },
    { key: 'iataCode', header: 'IATA Code', sortable: true },
    { key: 'name', header: 'Description' },
  ],
  useRows: (query) =>
    tsr.flightPartnerLocations.list.useQuery({
      queryKey: [...locationsKey(applicationId), 'partners', query],
      queryData: {
        params: { applicationId },
        query: contractQuery(FlightPartnerLocationListQuery, query),
      },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search partners, codes and airports',
  emptyText: 'No partner locations yet: map a partner’s code to an airport.',
});

export const partnerRemove = (applicationId: string): KitRemove<Named> => ({
  prompt: (r) => `Are you sure you want to delete the mapping of '${r.partnerCode}'?`,
  run: (r) =>
    expectStatus(
      api.flightPartnerLocations.remove({
        params: { applicationId, partnerLocationId: String(r.partnerLocationId) },
      }),
      200,
    ),
  done: LOCATION_TEXT.mappingRemoved,
});

const toForm = (m: FlightPartnerLocation): FlightPartnerLocationCreate => ({
  partner: m.partner,
  partnerCode: m.partnerCode,
  iataCode: m.iataCode,
  name: m.name,
});

export const partnerRecord = (
  applicationId: string,
): KitRecord<FlightPartnerLocation, FlightPartnerLocationCreate, PartnerOut> => ({
  nameOf: (row) => row.partnerCode,
  useRecord: (id) =>
    tsr.flightPartnerLocations.get.useQuery({
      queryKey: [...locationsKey(applicationId), 'partner', id],
      queryData: { params: { applicationId, partnerLocationId: id } },
    }),
  toForm,
  form: declaredForm(FlightPartnerLocationFields, partnerForm, true),
  update: (id, body, version) =>
    expectStatus(
      api.flightPartnerLocations.update({
        params: { applicationId, partnerLocationId: id },
        body: { ...body, version },
      }),
      200,
    ),
  versionOf: (m) => m.version,
  updated: LOCATION_TEXT.mappingUpdated,
  history: (m) => (
    <HistoryPanel
      companyId={String(m.companyId)}
      area="flightPartnerLocations"
      recordId={String(m.partnerLocationId)}
    />
  ),
  remove: partnerRemove(applicationId),
});

export const partnerAdd = (
  applicationId: string,
): KitAdd<FlightPartnerLocationCreate, z.output<typeof FlightPartnerLocationCreate>> => ({
  useInitial: () => ({ partner: '', partnerCode: '', iataCode: '', name: '' }),
  form: declaredForm(FlightPartnerLocationCreate, partnerForm, false),
  create: async (body) =>
    (
      await expectStatus(
        api.flightPartnerLocations.create({ params: { applicationId }, body }),
        201,
      )
    ).partnerLocationId,
  added: LOCATION_TEXT.mappingAdded,
});
