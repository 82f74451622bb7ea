import { keepPreviousData } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  PROMO_TEXT,
  VoucherCodeCreate,
  VoucherCodeFields,
  VoucherCodeListQuery,
  type VoucherCodeRecord,
  type VoucherCodeRow,
} from '#contract/promo-codes';
import { Stack } from '#ui';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { expectStatus } from '../../kit/calls';
import { contractQuery } from '../../kit/contract-query';
import { declaredForm } from '../../kit/KitForm';
import type { KitAdd, KitArea, KitList, KitRecord, KitRemove } from '../../kit/types';
import { codeGroups, EMPTY_CODE, toCodeForm } from './code-form';
import { codePaths, promoKey } from './paths';
import { UsesPanel } from './UsesPanel';

type Named = Pick<VoucherCodeRow, 'voucherCodeId' | 'code'>;

export const codesArea = (applicationId: string): KitArea<Named> => ({
  noun: 'Promo Code',
  plural: 'Promo Codes',
  paths: codePaths(applicationId),
  idOf: (row) => row.voucherCodeId,
  nameOf: (row) => row.code,
  access: {
    edit: 'voucherCodes.update',
    add: 'voucherCodes.create',
    remove: 'voucherCodes.remove',
  },
  cacheKey: promoKey(applicationId),
});

export const codesList = (
  applicationId: string,
): KitList<VoucherCodeRow, 'code' | 'used' | 'expiresOn', never> => ({
  columns: [
    { key: 'code', header: 'Code', sortable: true, link: true },
    { key: 'ruleName', header: 'Rule' },
    { key: 'used', header: 'Used', sortable: true, kind: 'number' },
    { key: 'maxUses', header: 'Uses', kind: 'number' },
    { key: 'expiresOn', header: 'Expires', sortable: true, kind: 'date' },
  ],
  useRows: (query) =>
    tsr.voucherCodes.list.useQuery({
      queryKey: [...promoKey(applicationId), 'codes', query],
      queryData: {
        params: { applicationId },
        query: contractQuery(VoucherCodeListQuery, query),
      },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search codes',
  emptyText: 'No promo codes yet: add one, or generate a batch under a rule.',
});

export const codeRemove = (applicationId: string): KitRemove<Named> => ({
  prompt: (r) => `Are you sure you want to delete the code '${r.code}'?`,
  run: (r) =>
    expectStatus(
      api.voucherCodes.remove({
        params: { applicationId, voucherCodeId: String(r.voucherCodeId) },
      }),
      200,
    ),
  done: PROMO_TEXT.codeRemoved,
});

export const codeRecord = (
  applicationId: string,
): KitRecord<VoucherCodeRecord, VoucherCodeCreate, z.output<typeof VoucherCodeFields>> => ({
  nameOf: (row) => row.code,
  useRecord: (id) =>
    tsr.voucherCodes.get.useQuery({
      queryKey: [...promoKey(applicationId), 'code', id],
      queryData: { params: { applicationId, voucherCodeId: id } },
    }),
  toForm: toCodeForm,
  form: declaredForm(VoucherCodeFields, codeGroups(applicationId), true),
  update: (id, body, version) =>
    expectStatus(
      api.voucherCodes.update({
        params: { applicationId, voucherCodeId: id },
        body: { ...body, version },
      }),
      200,
    ),
  versionOf: (r) => r.version,
  updated: PROMO_TEXT.codeUpdated,
  panels: (r) => (
    <Stack>
      <UsesPanel applicationId={applicationId} voucherCodeId={String(r.voucherCodeId)} />
    </Stack>
  ),
  history: (r) => (
    <HistoryPanel
      companyId={String(r.companyId)}
      area="voucherCodes"
      recordId={String(r.voucherCodeId)}
    />
  ),
  remove: codeRemove(applicationId),
});

export const codeAdd = (
  applicationId: string,
): KitAdd<VoucherCodeCreate, z.output<typeof VoucherCodeCreate>> => ({
  useInitial: () => EMPTY_CODE,
  form: declaredForm(VoucherCodeCreate, codeGroups(applicationId), false),
  create: async (body) =>
    (await expectStatus(api.voucherCodes.create({ params: { applicationId }, body }), 201)).id,
  added: PROMO_TEXT.codeAdded,
});
