import { rssLinkBuilderArea } from '#contract/areas/rss-link-builder';
import { defineClientArea, namedPage } from '../../kit/area';

const pages = () => import('./RssLinkBuilderPage');

/** The RSS link builder (a tool): one page. */
export const rssLinkBuilderClient = defineClientArea({
  area: rssLinkBuilderArea,
  pages: [
    {
      path: '/tools/rsslinkbuilder',
      access: 'offerFeedLink.get',
      page: namedPage(pages, (m) => m.RssLinkBuilderPage),
    },
  ],
  nav: [
    {
      id: 'app-rss-link-builder',
      label: 'RSS link builder',
      path: '/tools/rsslinkbuilder',
      group: 'tools',
      icon: 'link',
      description: 'Pick destination, stars, price, dates and product: get a feed of your offers.',
    },
  ],
});
