import { keepPreviousData } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  CURREX_TEXT,
  DELIVERY_TYPES,
  type DeliveryFeeCreate,
  DeliveryFeeFields,
  DeliveryFeeListQuery,
  type DeliveryFeeRecord,
  type DeliveryFeeRow,
} from '#contract/currency-exchange';
import { formatMoney } from '#ui';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { expectStatus } from '../../kit/calls';
import { contractQuery } from '../../kit/contract-query';
import { optionsOf } from '../../kit/fields';
import { declaredForm } from '../../kit/KitForm';
import type { KitAdd, KitArea, KitList, KitRecord, KitRemove } from '../../kit/types';
import { EMPTY_FEE, feeGroups } from './forms';
import { currexKey, currexPaths } from './paths';

type Named = Pick<DeliveryFeeRow, 'deliveryFeeId' | 'deliveryType' | 'minOrder' | 'maxOrder'>;
const bandName = (r: Named) => `${r.deliveryType} ${r.minOrder} to ${r.maxOrder}`;

export const feesArea = (applicationId: string): KitArea<Named> => ({
  noun: 'Delivery Fee',
  plural: 'Delivery Fees',
  paths: currexPaths(applicationId).fees,
  idOf: (row) => row.deliveryFeeId,
  nameOf: bandName,
  access: {
    edit: 'currexDeliveryFees.update',
    add: 'currexDeliveryFees.create',
    remove: 'currexDeliveryFees.remove',
  },
  titles: { view: 'Delivery Fee', edit: 'Delivery Fee', add: 'Add Delivery Fee' },
  cacheKey: currexKey(applicationId),
  afterSave: 'list',
});

export const feesList = (
  applicationId: string,
): KitList<DeliveryFeeRow, 'band' | 'fee', 'deliveryType'> => ({
  columns: [
    { key: 'deliveryType', header: 'Delivery Type', link: true },
    { key: 'currency', header: 'Currency' },
    {
      key: 'band',
      header: 'From',
      sortable: true,
      cell: (r) => formatMoney(r.minOrder, r.currency),
    },
    { key: 'maxOrder', header: 'To', kind: 'money' },
    { key: 'fee', header: 'Fee', sortable: true, kind: 'money' },
  ],
  filters: [
    {
      kind: 'select',
      key: 'deliveryType',
      label: 'Delivery Type',
      options: optionsOf(DELIVERY_TYPES),
    },
  ],
  useRows: (query) =>
    tsr.currexDeliveryFees.list.useQuery({
      queryKey: [...currexKey(applicationId), 'fees', query],
      queryData: {
        params: { applicationId },
        query: contractQuery(DeliveryFeeListQuery, query),
      },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search delivery types and currencies',
  emptyText: 'No delivery fees yet: delivery is free until a band says otherwise.',
  standard: ['edit'],
});

export const feeRemove = (applicationId: string): KitRemove<Named> => ({
  prompt: (r) => `Are you sure you want to delete the delivery fee '${bandName(r)}'?`,
  run: (r) =>
    expectStatus(
      api.currexDeliveryFees.remove({
        params: { applicationId, deliveryFeeId: String(r.deliveryFeeId) },
      }),
      200,
    ),
  done: CURREX_TEXT.feeRemoved,
});

const toForm = (r: DeliveryFeeRecord): DeliveryFeeCreate => {
  const { deliveryFeeId: _i, companyId: _c, created: _cr, updated: _u, version: _v, ...form } = r;
  return form;
};

export const feeRecord = (
  applicationId: string,
): KitRecord<DeliveryFeeRecord, DeliveryFeeCreate, z.output<typeof DeliveryFeeFields>> => ({
  nameOf: bandName,
  useRecord: (id) =>
    tsr.currexDeliveryFees.get.useQuery({
      queryKey: [...currexKey(applicationId), 'fee', id],
      queryData: { params: { applicationId, deliveryFeeId: id } },
    }),
  toForm,
  form: declaredForm(DeliveryFeeFields, feeGroups, true),
  update: (id, body, version) =>
    expectStatus(
      api.currexDeliveryFees.update({
        params: { applicationId, deliveryFeeId: id },
        body: { ...body, version },
      }),
      200,
    ),
  versionOf: (r) => r.version,
  updated: CURREX_TEXT.feeSaved,
  beside: (r) => (
    <HistoryPanel
      companyId={String(r.companyId)}
      area="currexDeliveryFees"
      recordId={String(r.deliveryFeeId)}
    />
  ),
  remove: feeRemove(applicationId),
});

export const feeAdd = (
  applicationId: string,
): KitAdd<DeliveryFeeCreate, z.output<typeof DeliveryFeeFields>> => ({
  useInitial: () => EMPTY_FEE,
  form: declaredForm(DeliveryFeeFields, feeGroups, false),
  create: async (body) =>
    (await expectStatus(api.currexDeliveryFees.create({ params: { applicationId }, body }), 201))
      .deliveryFeeId,
  added: CURREX_TEXT.feeAdded,
});
