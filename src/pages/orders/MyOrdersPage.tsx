import { useState } from 'react';
import { useParams, useSearch } from 'wouter';
import { OrderExportQuery } from '#contract/orders';
import { errorTextsFrom } from '#machines/error-text';
import { Button, Muted } from '#ui';
import { KitListPage } from '../../kit/KitListPage';
import { parseListUrl, toListQuery } from '../../kit/list-url';
import { listShape } from '../../kit/shape';
import { notifyTexts } from '../../notify/store';
import { downloadOrders } from './export';
import { ordersArea, ordersList, toOrderQuery } from './orders-area';

/** Export of the list exactly as the URL filters it (search, filters, sort), not only its page. */
function ExportButton({ applicationId }: { applicationId: string }) {
  const search = useSearch();
  const [busy, setBusy] = useState(false);
  const list = ordersList(applicationId);
  const run = async () => {
    const state = parseListUrl(search, listShape(list.columns, list.filters));
    const query = OrderExportQuery.parse(toOrderQuery(toListQuery(state, 10)));
    setBusy(true);
    try {
      await downloadOrders(applicationId, query);
    } catch (error) {
      notifyTexts(errorTextsFrom(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button tone="secondary" loading={busy} onClick={() => void run()}>
      Export to Excel
    </Button>
  );
}

/** /applications/{applicationId}/ordermanager/myorders */
export default function MyOrdersPage() {
  const { applicationId = '' } = useParams<{ applicationId: string }>();
  const list = {
    ...ordersList(applicationId),
    toolbar: (
      <>
        <Muted>Without dates: bookings of the last 90 days, today included.</Muted>
        <ExportButton applicationId={applicationId} />
      </>
    ),
  };
  return <KitListPage area={ordersArea(applicationId)} list={list} />;
}
