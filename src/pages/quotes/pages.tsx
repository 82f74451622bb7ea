import { useMemo } from 'react';
import { useParams } from 'wouter';
import { KitListPage } from '../../kit/KitListPage';
import { KitRecordPage } from '../../kit/KitRecordPage';
import { quoteListRecord, quoteListsArea, quoteListsList } from './quotes-area';

const useIds = () => {
  const { applicationId = '', listId = '' } = useParams<{
    applicationId: string;
    listId: string;
  }>();
  return { applicationId, listId };
};

/** /applications/:applicationId/quoteViewer: the quote lists, last changed first. */
export function QuoteListsPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => quoteListsArea(applicationId), [applicationId]);
  const list = useMemo(() => quoteListsList(applicationId), [applicationId]);
  return <KitListPage area={area} list={list} />;
}

/** /applications/:applicationId/quoteViewer/:listId: a customer's quotes. */
export function QuoteListPage() {
  const { applicationId, listId } = useIds();
  const area = useMemo(() => quoteListsArea(applicationId), [applicationId]);
  const record = useMemo(() => quoteListRecord(applicationId), [applicationId]);
  return <KitRecordPage area={area} record={record} id={listId} mode="view" />;
}
