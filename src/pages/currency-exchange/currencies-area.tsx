import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'wouter';
import type * as z from 'zod';
import {
  CURREX_TEXT,
  CurrencyCreate,
  CurrencyEditFields,
  CurrencyListQuery,
  type CurrencyRecord,
  type CurrencyRow,
} from '#contract/currency-exchange';
import { Muted, Stack } from '#ui';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { expectStatus } from '../../kit/calls';
import { contractQuery } from '../../kit/contract-query';
import { declaredForm } from '../../kit/KitForm';
import type { KitAdd, KitArea, KitList, KitRecord } from '../../kit/types';
import { currencyAddGroups, currencyEditGroups, EMPTY_CURRENCY } from './forms';
import { currexKey, currexPaths } from './paths';

type Named = Pick<CurrencyRow, 'currencyId' | 'code' | 'name'>;
type Editable = z.input<typeof CurrencyEditFields>;

export const currenciesArea = (applicationId: string): KitArea<Named> => ({
  noun: 'Currency',
  plural: 'Currencies',
  paths: currexPaths(applicationId).currencies,
  idOf: (row) => row.currencyId,
  nameOf: (row) => `${row.code} ${row.name}`,
  access: { edit: 'currexCurrencies.update', add: 'currexCurrencies.create' },
  titles: { view: 'Currency', edit: 'Currency', add: 'Add Currency' },
  cacheKey: currexKey(applicationId),
  afterSave: 'list',
});

export const currenciesList = (
  applicationId: string,
): KitList<CurrencyRow, 'code' | 'name', never> => ({
  columns: [
    { key: 'code', header: 'Code', sortable: true, link: true },
    { key: 'name', header: 'Name', sortable: true },
    { key: 'symbol', header: 'Symbol' },
    { key: 'enabled', header: 'Enabled' },
    { key: 'margin', header: 'Margin (%)' },
    { key: 'buyRate', header: 'Buy Rate', cell: (r) => r.buyRate || 'No rate yet' },
    { key: 'sellRate', header: 'Sell Rate' },
    { key: 'rateUpdated', header: 'Rate Updated', kind: 'dateTime' },
  ],
  useRows: (query) =>
    tsr.currexCurrencies.list.useQuery({
      queryKey: [...currexKey(applicationId), 'currencies', query],
      queryData: { params: { applicationId }, query: contractQuery(CurrencyListQuery, query) },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search codes and names',
  emptyText: 'No currencies yet.',
  standard: ['edit'],
});

const toForm = (r: CurrencyRecord): Editable => ({
  name: r.name,
  symbol: r.symbol,
  enabled: r.enabled,
  margin: r.margin,
});

export const currencyRecord = (
  applicationId: string,
): KitRecord<CurrencyRecord, Editable, z.output<typeof CurrencyEditFields>> => ({
  nameOf: (row) => `${row.code} ${row.name}`,
  useRecord: (id) =>
    tsr.currexCurrencies.get.useQuery({
      queryKey: [...currexKey(applicationId), 'currency', id],
      queryData: { params: { applicationId, currencyId: id } },
    }),
  toForm,
  form: declaredForm(CurrencyEditFields, currencyEditGroups, true),
  update: (id, body, version) =>
    expectStatus(
      api.currexCurrencies.update({
        params: { applicationId, currencyId: id },
        body: { ...body, version },
      }),
      200,
    ),
  versionOf: (r) => r.version,
  updated: CURREX_TEXT.currencySaved,
  beside: (r) => (
    <Stack>
      <Muted>
        ISO 4217 code: {r.code} (a currency keeps its code: its rates are kept under it)
      </Muted>
      <Link href={`${currexPaths(applicationId).rates}?currency=${r.currencyId}`}>
        {r.code} rates and their history
      </Link>
      <HistoryPanel
        companyId={String(r.companyId)}
        area="currexCurrencies"
        recordId={String(r.currencyId)}
      />
    </Stack>
  ),
});

export const currencyAdd = (
  applicationId: string,
): KitAdd<CurrencyCreate, z.output<typeof CurrencyCreate>> => ({
  useInitial: () => EMPTY_CURRENCY,
  form: declaredForm(CurrencyCreate, currencyAddGroups, false),
  create: async (body) =>
    (await expectStatus(api.currexCurrencies.create({ params: { applicationId }, body }), 201))
      .currencyId,
  added: CURREX_TEXT.currencyAdded,
});
