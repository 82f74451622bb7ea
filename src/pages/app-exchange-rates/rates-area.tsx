import { keepPreviousData } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  APP_RATE_TEXT,
  type AppRate,
  AppRateCreate,
  AppRateFields,
  AppRateListQuery,
  type AppRateRow,
} from '#contract/app-exchange-rates';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { expectStatus } from '../../kit/calls';
import { contractQuery } from '../../kit/contract-query';
import type { KitFieldGroup } from '../../kit/fields';
import { declaredForm } from '../../kit/KitForm';
import type { KitAdd, KitArea, KitList, KitRecord, KitRemove } from '../../kit/types';

type Named = Pick<AppRateRow, 'rateId' | 'fromCurrency' | 'toCurrency'>;
const pairOf = (r: Named) => `${r.fromCurrency} → ${r.toCurrency}`;

/** Where the pages live (spec section 2: tools/exchange-rates); a rate's page edits with `?edit`. */
export const ratePaths = (applicationId: string | number) => {
  const list = `/applications/${applicationId}/tools/exchange-rates`;
  return {
    list,
    add: `${list}/new`,
    view: (id: string | number) => `${list}/${id}`,
    edit: (id: string | number) => `${list}/${id}?edit`,
  };
};
const ratesKey = (applicationId: string) => ['app-exchange-rates', applicationId] as const;

const groups = [
  {
    title: 'Rate',
    note: '1 of the first currency is the rate of the second, to 8 decimals.',
    fields: [
      { name: 'fromCurrency', label: 'From Currency', kind: 'text', hint: 'ISO 4217, e.g. GBP' },
      { name: 'toCurrency', label: 'To Currency', kind: 'text', hint: 'ISO 4217, e.g. EUR' },
      { name: 'rate', label: 'Rate', kind: 'text', hint: 'e.g. 1.1625' },
    ],
  },
] as const satisfies readonly KitFieldGroup<string>[];

export const ratesArea = (applicationId: string): KitArea<Named> => ({
  noun: 'Exchange Rate',
  plural: 'Exchange Rates',
  paths: ratePaths(applicationId),
  idOf: (row) => row.rateId,
  nameOf: pairOf,
  access: {
    edit: 'appExchangeRates.update',
    add: 'appExchangeRates.create',
    remove: 'appExchangeRates.remove',
  },
  cacheKey: ratesKey(applicationId),
});

export const ratesList = (
  applicationId: string,
): KitList<AppRateRow, 'pair' | 'updated', never> => ({
  columns: [
    { key: 'pair', header: 'Currencies', sortable: true, link: true },
    { key: 'rate', header: 'Rate' },
    { key: 'updated', header: 'Last Updated', sortable: true, kind: 'dateTime' },
  ],
  useRows: (query) =>
    tsr.appExchangeRates.list.useQuery({
      queryKey: [...ratesKey(applicationId), 'list', query],
      queryData: { params: { applicationId }, query: contractQuery(AppRateListQuery, query) },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search currency codes',
  emptyText: 'No rates yet: a price in another currency cannot be converted.',
});

export const rateRemove = (applicationId: string): KitRemove<Named> => ({
  prompt: (r) => `Are you sure you want to delete the rate ${pairOf(r)}?`,
  run: (r) =>
    expectStatus(
      api.appExchangeRates.remove({ params: { applicationId, rateId: String(r.rateId) } }),
      200,
    ),
  done: APP_RATE_TEXT.removed,
});

const toForm = (r: AppRate): AppRateCreate => ({
  fromCurrency: r.fromCurrency,
  toCurrency: r.toCurrency,
  rate: r.rate,
});

export const rateRecord = (
  applicationId: string,
): KitRecord<AppRate, AppRateCreate, z.output<typeof AppRateFields>> => ({
  nameOf: pairOf,
  useRecord: (id) =>
    tsr.appExchangeRates.get.useQuery({
      queryKey: [...ratesKey(applicationId), 'rate', id],
      queryData: { params: { applicationId, rateId: id } },
    }),
  toForm,
  form: declaredForm(AppRateFields, groups, true),
  update: (id, body, version) =>
    expectStatus(
      api.appExchangeRates.update({
        params: { applicationId, rateId: id },
        body: { ...body, version },
      }),
      200,
    ),
  versionOf: (r) => r.version,
  updated: APP_RATE_TEXT.updated,
  history: (r) => (
    <HistoryPanel
      companyId={String(r.companyId)}
      area="appExchangeRates"
      recordId={String(r.rateId)}
    />
  ),
  remove: rateRemove(applicationId),
});

export const rateAdd = (
  applicationId: string,
): KitAdd<AppRateCreate, z.output<typeof AppRateCreate>> => ({
  useInitial: () => ({ fromCurrency: 'GBP', toCurrency: 'EUR', rate: '' }),
  form: declaredForm(AppRateCreate, groups, false),
  create: async (body) =>
    (await expectStatus(api.appExchangeRates.create({ params: { applicationId }, body }), 201))
      .rateId,
  added: APP_RATE_TEXT.added,
});
