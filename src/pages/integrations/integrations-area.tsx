import { keepPreviousData } from '@tanstack/react-query';
import { Fragment } from 'react';
import {
  DirectoryQuery,
  type DirectoryRow,
  type DirectorySupplier,
  INTEGRATION_TEXT,
  type Integration,
  IntegrationCreate,
  IntegrationFields,
  IntegrationListQuery,
  type IntegrationRow,
} from '#contract/integrations';
import { PRODUCT_TYPES } from '#contract/suppliers';
import { Stack } from '#ui';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { expectStatus } from '../../kit/calls';
import { DateTimeCell } from '../../kit/cells';
import { contractQuery } from '../../kit/contract-query';
import { optionsOf } from '../../kit/fields';
import { declaredForm } from '../../kit/KitForm';
import type { KitAdd, KitArea, KitList, KitRecord } from '../../kit/types';
import { MissingSettingsCard } from './add-settings';
import { HealthCard } from './HealthCard';
import { integrationsKey, supplierPaths } from './paths';
import { defaultValues, integrationGroups } from './setting-fields';
import { SubscriptionsPanel } from './webhook-pages';

type Named = { name: string };
const health = (r: IntegrationRow) =>
  r.health.status === 'unknown'
    ? 'Not checked'
    : `${r.health.status === 'up' ? 'Up' : 'Down'}${r.health.latencyMs === null ? '' : ` (${r.health.latencyMs} ms)`}`;
const checked = (r: IntegrationRow) =>
  r.health.checked ? <DateTimeCell value={r.health.checked} /> : 'Never';

/** The directory as the application sees it: each supplier links to its page. */
export const directoryArea = (applicationId: string): KitArea<DirectoryRow> => {
  const paths = supplierPaths(applicationId);
  return {
    noun: 'Supplier',
    plural: 'Suppliers',
    paths: { list: paths.directory, view: paths.supplier },
    idOf: (r) => r.supplierId,
    nameOf: (r) => r.name,
    cacheKey: integrationsKey(applicationId),
  };
};

export const directoryList = (
  applicationId: string,
): KitList<DirectoryRow, 'name' | 'productType', 'productType'> => ({
  columns: [
    { key: 'name', header: 'Name', sortable: true, link: true },
    { key: 'productType', header: 'Product type', sortable: true },
    { key: 'kind', header: 'Kind' },
    { key: 'premium', header: 'Premium', cell: (r) => (r.premium ? 'Yes' : 'No') },
    { key: 'integrationCount', header: 'Integrations' },
  ],
  filters: [
    {
      kind: 'select',
      key: 'productType',
      label: 'Product type',
      options: optionsOf(PRODUCT_TYPES),
    },
  ],
  standard: ['view'],
  useRows: (query) =>
    tsr.integrations.directory.useQuery({
      queryKey: [...integrationsKey(applicationId), 'directory', query],
      queryData: { params: { applicationId }, query: contractQuery(DirectoryQuery, query) },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search suppliers by name, kind or code',
  emptyText: 'No suppliers match.',
});

/**
 * My suppliers: the application's integrations. A row's page is under its supplier, so its
 * id here is the path below the directory: `<supplierId>/integrations/<integrationId>`.
 */
export const mineArea = (applicationId: string): KitArea<IntegrationRow> => {
  const paths = supplierPaths(applicationId);
  return {
    noun: 'Integration',
    plural: 'My suppliers',
    paths: { list: paths.mine, view: (id) => `${paths.directory}/${id}` },
    idOf: (r) => `${r.supplierId}/integrations/${r.integrationId}`,
    nameOf: (r) => r.name,
    cacheKey: integrationsKey(applicationId),
  };
};

export const mineList = (
  applicationId: string,
): KitList<IntegrationRow, 'supplier' | 'name' | 'updated', never> => ({
  columns: [
    { key: 'name', header: 'Integration', sortable: true, link: true },
    { key: 'supplier', header: 'Supplier', sortable: true, cell: (r) => r.supplierName },
    { key: 'productType', header: 'Product type' },
    { key: 'enabled', header: 'Enabled', cell: (r) => (r.enabled ? 'Yes' : 'No') },
    { key: 'health', header: 'Health', cell: health },
    { key: 'checked', header: 'Last check', cell: checked },
  ],
  standard: ['view'],
  useRows: (query) =>
    tsr.integrations.list.useQuery({
      queryKey: [...integrationsKey(applicationId), 'mine', query],
      queryData: { params: { applicationId }, query: contractQuery(IntegrationListQuery, query) },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search integrations and suppliers',
  emptyText: 'No integrations yet: open a supplier of the directory to add one.',
});

/** One supplier's integrations: their page is also the edit page (spec: one route). */
export const integrationArea = (applicationId: string, supplierId: string): KitArea<Named> => {
  const paths = supplierPaths(applicationId);
  return {
    noun: 'Integration',
    plural: 'My suppliers',
    paths: {
      list: paths.mine,
      add: paths.add(supplierId),
      view: (id) => paths.integration(supplierId, id),
    },
    idOf: (r) => r.name,
    nameOf: (r) => r.name,
    access: { edit: 'integrations.update', add: 'integrations.create' },
    titles: { view: 'Integration', edit: 'Integration', add: 'Add integration' },
    cacheKey: integrationsKey(applicationId),
  };
};

export const integrationRecord = (
  applicationId: string,
  supplierId: string,
): KitRecord<Integration, IntegrationCreate, IntegrationFields> => ({
  nameOf: (r) => r.name,
  useRecord: (id) =>
    tsr.integrations.get.useQuery({
      queryKey: [...integrationsKey(applicationId), 'integration', id],
      queryData: { params: { applicationId, supplierId, integrationId: id } },
    }),
  // A secret's input starts empty: left so, the save keeps the stored one.
  toForm: (r) => ({
    name: r.name,
    enabled: r.enabled,
    values: { ...defaultValues(r.settings), ...r.values },
  }),
  // Keyed by version: once saved, a replaced secret shows as set again, by its new end.
  form: (props, r) => (
    <Fragment key={r.version}>
      {declaredForm(IntegrationFields, integrationGroups(r.settings, r.secrets), true)(props)}
    </Fragment>
  ),
  update: (id, body, version) =>
    expectStatus(
      api.integrations.update({
        params: { applicationId, supplierId, integrationId: id },
        body: { ...body, version },
      }),
      200,
    ),
  versionOf: (r) => r.version,
  updated: INTEGRATION_TEXT.updated,
  beside: (r) => (
    <Stack gap="lg">
      <HealthCard applicationId={applicationId} integration={r} />
      <MissingSettingsCard applicationId={applicationId} integration={r} />
      <SubscriptionsPanel
        ids={{ applicationId, supplierId, integrationId: String(r.integrationId) }}
      />
      <HistoryPanel
        companyId={String(r.companyId)}
        area="integrations"
        recordId={String(r.integrationId)}
      />
    </Stack>
  ),
});

export const integrationAdd = (
  applicationId: string,
  supplier: DirectorySupplier | undefined,
): KitAdd<IntegrationCreate, IntegrationFields> => ({
  useInitial: () =>
    supplier
      ? { name: supplier.name, enabled: true, values: defaultValues(supplier.settings) }
      : undefined,
  form: declaredForm(IntegrationCreate, integrationGroups(supplier?.settings ?? []), false),
  create: async (body) =>
    (
      await expectStatus(
        api.integrations.create({
          params: { applicationId, supplierId: String(supplier?.supplierId ?? '') },
          body,
        }),
        201,
      )
    ).integrationId,
  added: INTEGRATION_TEXT.added,
});
