import { keepPreviousData } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  DEPOSIT_OPTION_TEXT,
  DEPOSIT_TYPE_LABELS,
  type DepositOption,
  DepositOptionCreate,
  DepositOptionFields,
  DepositOptionListQuery,
  type DepositOptionRow,
} from '#contract/deposit-options';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { expectStatus } from '../../kit/calls';
import { contractQuery } from '../../kit/contract-query';
import { declaredForm } from '../../kit/KitForm';
import type { KitAdd, KitArea, KitList, KitRecord, KitRemove } from '../../kit/types';
import { EMPTY_OPTION, optionGroups, toOptionForm } from './option-form';
import { depositsKey, optionPaths } from './paths';

type Named = Pick<DepositOptionRow, 'depositOptionId' | 'name'>;

export const optionsArea = (applicationId: string): KitArea<Named> => ({
  noun: 'Deposit Option',
  plural: 'Deposit Options',
  paths: optionPaths(applicationId),
  idOf: (row) => row.depositOptionId,
  nameOf: (row) => row.name,
  access: {
    edit: 'depositOptions.update',
    add: 'depositOptions.create',
    remove: 'depositOptions.remove',
  },
  cacheKey: depositsKey(applicationId),
});

export const optionsList = (
  applicationId: string,
): KitList<DepositOptionRow, 'name' | 'type', never> => ({
  columns: [
    { key: 'name', header: 'Name', sortable: true, link: true },
    { key: 'type', header: 'Type', sortable: true, cell: (r) => DEPOSIT_TYPE_LABELS[r.type] },
    { key: 'amount', header: 'Paid Today' },
    { key: 'instalments', header: 'Instalments', kind: 'number' },
    { key: 'offeredBy', header: 'Offered By' },
  ],
  useRows: (query) =>
    tsr.depositOptions.list.useQuery({
      queryKey: [...depositsKey(applicationId), 'options', query],
      queryData: {
        params: { applicationId },
        query: contractQuery(DepositOptionListQuery, query),
      },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search option names',
  emptyText: 'No deposit options yet: customers pay in full until a rule offers one.',
});

export const optionRemove = (applicationId: string): KitRemove<Named> => ({
  prompt: (r) => `Are you sure you want to delete the deposit option '${r.name}'?`,
  run: (r) =>
    expectStatus(
      api.depositOptions.remove({
        params: { applicationId, depositOptionId: String(r.depositOptionId) },
      }),
      200,
    ),
  done: DEPOSIT_OPTION_TEXT.removed,
});

export const optionRecord = (
  applicationId: string,
): KitRecord<DepositOption, DepositOptionCreate, z.output<typeof DepositOptionFields>> => ({
  nameOf: (row) => row.name,
  useRecord: (id) =>
    tsr.depositOptions.get.useQuery({
      queryKey: [...depositsKey(applicationId), 'option', id],
      queryData: { params: { applicationId, depositOptionId: id } },
    }),
  toForm: toOptionForm,
  form: declaredForm(DepositOptionFields, optionGroups, true),
  update: (id, body, version) =>
    expectStatus(
      api.depositOptions.update({
        params: { applicationId, depositOptionId: id },
        body: { ...body, version },
      }),
      200,
    ),
  versionOf: (r) => r.version,
  updated: DEPOSIT_OPTION_TEXT.updated,
  history: (r) => (
    <HistoryPanel
      companyId={String(r.companyId)}
      area="depositOptions"
      recordId={String(r.depositOptionId)}
    />
  ),
  remove: optionRemove(applicationId),
});

export const optionAdd = (
  applicationId: string,
): KitAdd<DepositOptionCreate, z.output<typeof DepositOptionCreate>> => ({
  useInitial: () => EMPTY_OPTION,
  form: declaredForm(DepositOptionCreate, optionGroups, false),
  create: async (body) =>
    (await expectStatus(api.depositOptions.create({ params: { applicationId }, body }), 201))
      .depositOptionId,
  added: DEPOSIT_OPTION_TEXT.added,
});
