import { rssLinkBuilderArea } from '#contract/areas/rss-link-builder';
import { defineServerArea } from '#server/kit/area';
import { offerFeedLinkRouter, offerFeedRouter } from './routes';

export const rssLinkBuilderServer = defineServerArea({
  area: rssLinkBuilderArea,
  routers: { offerFeedLink: offerFeedLinkRouter, offerFeed: offerFeedRouter },
});
