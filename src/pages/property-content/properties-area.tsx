import { keepPreviousData } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  PROPERTY_TEXT,
  type Property,
  PropertyCreate,
  PropertyFields,
  PropertyListQuery,
  type PropertyRow,
} from '#contract/property-content';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { expectStatus } from '../../kit/calls';
import { contractQuery } from '../../kit/contract-query';
import { declaredForm } from '../../kit/KitForm';
import type { KitAdd, KitArea, KitList, KitRecord, KitRemove } from '../../kit/types';
import { propertiesKey, propertyPaths } from './paths';
import { EMPTY_PROPERTY, propertyGroups, toPropertyForm } from './property-form';

type Named = Pick<PropertyRow, 'propertyId' | 'name'>;

export const propertiesArea = (applicationId: string): KitArea<Named> => ({
  noun: 'Property',
  plural: 'Property Content',
  paths: propertyPaths(applicationId),
  idOf: (row) => row.propertyId,
  nameOf: (row) => row.name,
  access: {
    edit: 'propertyContent.update',
    add: 'propertyContent.create',
    remove: 'propertyContent.remove',
  },
  cacheKey: propertiesKey(applicationId),
});

export const propertiesList = (
  applicationId: string,
): KitList<PropertyRow, 'name' | 'stars' | 'fromPrice' | 'offerFrom', never> => ({
  columns: [
    { key: 'name', header: 'Name', sortable: true, link: true },
    { key: 'location', header: 'Location' },
    { key: 'productType', header: 'Product Type' },
    { key: 'stars', header: 'Stars', sortable: true, kind: 'number' },
    { key: 'fromPrice', header: 'From', sortable: true, kind: 'money' },
    { key: 'offerFrom', header: 'Offer From', sortable: true, kind: 'date' },
    { key: 'offerTo', header: 'Offer To', kind: 'date' },
  ],
  useRows: (query) =>
    tsr.propertyContent.list.useQuery({
      queryKey: [...propertiesKey(applicationId), 'list', query],
      queryData: { params: { applicationId }, query: contractQuery(PropertyListQuery, query) },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search names and locations',
  emptyText: 'No properties yet: add one, and its offer goes into the RSS feed.',
});

export const propertyRemove = (applicationId: string): KitRemove<Named> => ({
  prompt: (r) => `Are you sure you want to delete the property '${r.name}'?`,
  run: (r) =>
    expectStatus(
      api.propertyContent.remove({
        params: { applicationId, propertyId: String(r.propertyId) },
      }),
      200,
    ),
  done: PROPERTY_TEXT.removed,
});

export const propertyRecord = (
  applicationId: string,
): KitRecord<Property, PropertyCreate, z.output<typeof PropertyFields>> => ({
  nameOf: (row) => row.name,
  useRecord: (id) =>
    tsr.propertyContent.get.useQuery({
      queryKey: [...propertiesKey(applicationId), 'property', id],
      queryData: { params: { applicationId, propertyId: id } },
    }),
  toForm: toPropertyForm,
  form: declaredForm(PropertyFields, propertyGroups(applicationId), true),
  update: (id, body, version) =>
    expectStatus(
      api.propertyContent.update({
        params: { applicationId, propertyId: id },
        body: { ...body, version },
      }),
      200,
    ),
  versionOf: (r) => r.version,
  updated: PROPERTY_TEXT.updated,
  history: (r) => (
    <HistoryPanel
      companyId={String(r.companyId)}
      area="propertyContent"
      recordId={String(r.propertyId)}
    />
  ),
  remove: propertyRemove(applicationId),
});

export const propertyAdd = (
  applicationId: string,
): KitAdd<PropertyCreate, z.output<typeof PropertyCreate>> => ({
  useInitial: () => EMPTY_PROPERTY,
  form: declaredForm(PropertyCreate, propertyGroups(applicationId), false),
  create: async (body) =>
    (await expectStatus(api.propertyContent.create({ params: { applicationId }, body }), 201))
      .propertyId,
  added: PROPERTY_TEXT.added,
});
