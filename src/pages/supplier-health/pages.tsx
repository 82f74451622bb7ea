import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'wouter';
import {
  HEALTH_STATE_LABELS,
  HEALTH_STATES,
  type SUPPLIER_HEALTH_SORTS,
  SupplierHealthQuery,
  type SupplierHealthRow,
} from '#contract/supplier-health';
import { tsr } from '../../api/tsr';
import { DateTimeCell, StatusCell } from '../../kit/cells';
import { contractQuery } from '../../kit/contract-query';
import { KitListPage } from '../../kit/KitListPage';
import type { KitArea, KitList } from '../../kit/types';
import { supplierPaths } from '../suppliers/paths';

const KEY = ['supplier-health'] as const;

/** The badges by the label they show: the worse, the louder. */
const tones = {
  [HEALTH_STATE_LABELS.down]: 'danger',
  [HEALTH_STATE_LABELS.failed]: 'danger',
  [HEALTH_STATE_LABELS.slow]: 'warning',
  [HEALTH_STATE_LABELS.unknown]: 'neutral',
  [HEALTH_STATE_LABELS.up]: 'success',
} as const;

/** Rows are integrations with no page here: the supplier's name links to its details. */
const area: KitArea<SupplierHealthRow> = {
  noun: 'Health check',
  plural: 'Supplier health',
  paths: {
    list: '/suppliers/healthcheck',
    view: (id) => supplierPaths.view(id),
  },
  idOf: (r) => r.integrationId,
  nameOf: (r) => r.integrationName,
  cacheKey: KEY,
};

type Sort = (typeof SUPPLIER_HEALTH_SORTS)[number];

const list: KitList<SupplierHealthRow, Sort, 'state'> = {
  columns: [
    {
      key: 'worst',
      header: 'State',
      sortable: true,
      cell: (r) => <StatusCell value={HEALTH_STATE_LABELS[r.state]} tones={tones} />,
    },
    {
      key: 'supplier',
      header: 'Supplier',
      sortable: true,
      cell: (r) => <Link href={supplierPaths.view(r.supplierId)}>{r.supplierName}</Link>,
    },
    { key: 'integrationName', header: 'Integration' },
    { key: 'company', header: 'Company', sortable: true, cell: (r) => r.companyName },
    { key: 'application', header: 'Application', sortable: true, cell: (r) => r.applicationName },
    {
      key: 'checked',
      header: 'Last check',
      sortable: true,
      cell: (r) => (r.checked ? <DateTimeCell value={r.checked} /> : 'Never'),
    },
    {
      key: 'latencyMs',
      header: 'Latency',
      cell: (r) => (r.latencyMs === null ? '' : `${r.latencyMs} ms`),
    },
    { key: 'error', header: 'Error', cell: (r) => r.error ?? '' },
    { key: 'enabled', header: 'Enabled' },
  ],
  filters: [
    {
      kind: 'select',
      key: 'state',
      label: 'State',
      options: HEALTH_STATES.map((s) => ({ value: s, label: HEALTH_STATE_LABELS[s] })),
    },
  ],
  standard: [],
  useRows: (query) =>
    tsr.supplierHealth.list.useQuery({
      queryKey: [...KEY, query],
      queryData: { query: contractQuery(SupplierHealthQuery, query) },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search supplier, company, application or integration',
  emptyText: 'No integrations match.',
  refresh: true,
};

/** /admin/suppliers/healthcheck: every integration's last check, worst first. */
export const SupplierHealthPage = () => <KitListPage area={area} list={list} />;
