import { Link, useParams } from 'wouter';
import type { Hotlist, HotlistOffer } from '#contract/customers';
import { Page } from '#ui';
import { tsr } from '../../api/tsr';
import { KitChildList } from '../../kit/KitChildList';
import { localRows } from '../../kit/local-rows';
import type { KitList, KitListArea, KitQueryResult } from '../../kit/types';
import { GoTo } from '../../routing/GoTo';
import { customerPaths, customersKey } from './paths';

// Offers are saved links to a booking site, with no page of their own in the console.
const OFFERS: KitListArea<HotlistOffer> = {
  noun: 'offer',
  plural: 'Offers',
  idOf: (o) => `${o.name}|${o.link}|${o.startDate}`,
  nameOf: (o) => o.name || o.link,
};

/** The offers come with the hotlist, all of them: searched by name and paged here. */
const offersList = (hotlist: KitQueryResult<Hotlist>): KitList<HotlistOffer, never, never> => ({
  columns: [
    {
      key: 'name',
      header: 'Offer',
      cell: (o) =>
        o.link ? (
          <a href={o.link} target="_blank" rel="noopener noreferrer">
            {o.name || o.link}
          </a>
        ) : (
          o.name
        ),
    },
    { key: 'price', header: 'Price', kind: 'money' },
    { key: 'startDate', header: 'From', kind: 'date' },
    { key: 'endDate', header: 'To', kind: 'date' },
  ],
  useRows: (query) =>
    localRows(
      hotlist,
      (h) => h.offers,
      (o) => o.name,
      query,
    ),
  searchLabel: 'Search offers',
  emptyText: 'This hotlist has no offers.',
});

/** /applications/:applicationId/customers/:customerId/hotlists/:hotlistId: a saved list of offers. */
export default function HotlistPage() {
  const {
    applicationId = '',
    customerId = '',
    hotlistId = '',
  } = useParams<{
    applicationId: string;
    customerId: string;
    hotlistId: string;
  }>();
  const query = tsr.customers.hotlist.useQuery({
    queryKey: [...customersKey(applicationId), 'hotlist', customerId, hotlistId],
    queryData: { params: { applicationId, customerId, hotlistId } },
  });
  const hotlist = query.data?.body;
  const paths = customerPaths(applicationId);
  // Spec section 8: a record that fails to load returns to its list (the cache toasts why).
  if (query.isError) return <GoTo to={paths.list} />;
  return (
    <Page
      title={hotlist ? `Hotlist: ${hotlist.name}` : 'Hotlist'}
      actions={
        hotlist ? (
          <Link href={paths.view(`${hotlist.customerId}/${hotlist.customerKey}`)}>
            Back to {hotlist.customerName}
          </Link>
        ) : null
      }
    >
      <KitChildList area={OFFERS} list={offersList(query)} />
    </Page>
  );
}
