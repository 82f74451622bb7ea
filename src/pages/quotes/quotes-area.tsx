import { keepPreviousData } from '@tanstack/react-query';
import { type QuoteList, QuoteListQuery, type QuoteListRow } from '#contract/quotes';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { contractQuery } from '../../kit/contract-query';
import type { KitArea, KitList, KitRecord } from '../../kit/types';
import { NewListButton } from './NewListDialog';
import { quotePaths, quotesKey } from './paths';
import { QuoteListDetails } from './QuoteListDetails';
import { QuotesPanel } from './QuotesPanel';

type Named = Pick<QuoteListRow, 'listId' | 'name'>;

export const quoteListsArea = (applicationId: string): KitArea<Named> => ({
  noun: 'Quote List',
  plural: 'Quote Lists',
  paths: quotePaths(applicationId),
  idOf: (row) => row.listId,
  nameOf: (row) => row.name,
  cacheKey: quotesKey(applicationId),
});

export const quoteListsList = (
  applicationId: string,
): KitList<QuoteListRow, 'updated' | 'name', never> => ({
  columns: [
    { key: 'name', header: 'Quote list', sortable: true, link: true },
    { key: 'customerName', header: 'Customer' },
    { key: 'customerEmail', header: 'Email' },
    { key: 'quoteCount', header: 'Quotes', kind: 'number' },
    { key: 'updated', header: 'Last changed', sortable: true, kind: 'dateTime' },
  ],
  searchLabel: 'List name, customer name or email',
  standard: ['view'],
  toolbar: <NewListButton applicationId={applicationId} />,
  useRows: (query) =>
    tsr.quotes.list.useQuery({
      queryKey: [...quotesKey(applicationId), 'list', query],
      queryData: { params: { applicationId }, query: contractQuery(QuoteListQuery, query) },
      placeholderData: keepPreviousData,
    }),
  emptyText: 'No quote lists yet: start one for a customer with New quote list.',
});

/** A quote list's page: its customer and name, then its quotes, each with its link. */
export const quoteListRecord = (applicationId: string): KitRecord<QuoteList, null, null> => ({
  nameOf: (row) => row.name,
  useRecord: (listId) =>
    tsr.quotes.get.useQuery({
      queryKey: [...quotesKey(applicationId), 'quoteList', listId],
      queryData: { params: { applicationId, listId } },
    }),
  toForm: () => null,
  form: (_, list) => <QuoteListDetails applicationId={applicationId} list={list} />,
  versionOf: (r) => r.version,
  panels: (r) => <QuotesPanel applicationId={applicationId} list={r} />,
  history: (r) => (
    <HistoryPanel companyId={String(r.companyId)} area="quoteLists" recordId={String(r.listId)} />
  ),
});
