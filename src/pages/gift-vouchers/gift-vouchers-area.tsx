import { keepPreviousData } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  GIFT_TEXT,
  type GiftVoucher,
  GiftVoucherCreate,
  GiftVoucherFields,
  GiftVoucherListQuery,
  type GiftVoucherRow,
} from '#contract/gift-vouchers';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { expectStatus } from '../../kit/calls';
import { contractQuery } from '../../kit/contract-query';
import { declaredForm } from '../../kit/KitForm';
import type { KitAdd, KitArea, KitList, KitRecord } from '../../kit/types';
import { giftKey, giftPaths } from './paths';
import { VoucherPanels } from './VoucherPanels';
import { EMPTY_VOUCHER, toVoucherForm, voucherGroups } from './voucher-form';

type Named = Pick<GiftVoucherRow, 'giftVoucherId' | 'name'>;

/** An application's gift vouchers: the page configuration the kit's pages read. */
export const vouchersArea = (applicationId: string): KitArea<Named> => ({
  noun: 'Gift Voucher',
  plural: 'Gift Vouchers',
  paths: giftPaths(applicationId),
  idOf: (row) => row.giftVoucherId,
  nameOf: (row) => row.name,
  access: { edit: 'giftVouchers.update', add: 'giftVouchers.create' },
  cacheKey: giftKey(applicationId),
  // The spec gives a gift voucher no view page: a save goes back to the list.
  afterSave: 'list',
});

export const vouchersList = (
  applicationId: string,
): KitList<GiftVoucherRow, 'name' | 'created', never> => ({
  columns: [
    { key: 'name', header: 'Name', sortable: true, link: true },
    { key: 'values', header: 'Values' },
    { key: 'currency', header: 'Currency' },
    { key: 'validityMonths', header: 'Validity (months)', kind: 'number' },
    { key: 'enabled', header: 'On sale' },
    { key: 'issued', header: 'Issued', kind: 'number' },
    { key: 'outstanding', header: 'Outstanding', kind: 'money' },
  ],
  useRows: (query) =>
    tsr.giftVouchers.list.useQuery({
      queryKey: [...giftKey(applicationId), 'list', query],
      queryData: {
        params: { applicationId },
        query: contractQuery(GiftVoucherListQuery, query),
      },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search gift voucher names',
  emptyText: 'No gift vouchers yet: add one to sell vouchers of the values it offers.',
});

export const voucherRecord = (
  applicationId: string,
): KitRecord<GiftVoucher, GiftVoucherCreate, z.output<typeof GiftVoucherFields>> => ({
  nameOf: (row) => row.name,
  useRecord: (id) =>
    tsr.giftVouchers.get.useQuery({
      queryKey: [...giftKey(applicationId), 'voucher', id],
      queryData: { params: { applicationId, giftVoucherId: id } },
    }),
  toForm: toVoucherForm,
  form: declaredForm(GiftVoucherFields, voucherGroups, true),
  update: (id, body, version) =>
    expectStatus(
      api.giftVouchers.update({
        params: { applicationId, giftVoucherId: id },
        body: { ...body, version },
      }),
      200,
    ),
  versionOf: (r) => r.version,
  updated: GIFT_TEXT.updated,
  // The edit page is the voucher's only page: the vouchers issued and History go beside it.
  beside: (r) => <VoucherPanels applicationId={applicationId} voucher={r} />,
});

export const voucherAdd = (
  applicationId: string,
): KitAdd<GiftVoucherCreate, z.output<typeof GiftVoucherCreate>> => ({
  useInitial: () => EMPTY_VOUCHER,
  form: declaredForm(GiftVoucherCreate, voucherGroups, false),
  create: async (body) =>
    (await expectStatus(api.giftVouchers.create({ params: { applicationId }, body }), 201))
      .giftVoucherId,
  added: GIFT_TEXT.added,
});
