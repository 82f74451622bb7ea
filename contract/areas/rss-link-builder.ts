import { scoped } from '../access';
import { defineArea } from '../area';
import { TOOLS_PERMISSION, TOOLS_ACCESS as tools } from './tools';

/**
 * The RSS link builder (a tool): filters to a feed address, and the public feed of the
 * application's offers from its property content, named by a random per-application key.
 */
export const rssLinkBuilderArea = defineArea({
  name: 'rss-link-builder',
  noun: { one: 'feed link', many: 'feed links' },
  scope: 'application',
  feature: 'tools',
  audit: {
    // The application's feed key, by the application's id: each rotation is a row, the key
    // itself never (server/rss-link-builder/audit.ts).
    offerFeeds: { label: 'RSS feed key', history: scoped.company(TOOLS_PERMISSION) },
  },
  access: {
    offerFeedLink: { get: tools, rotate: tools },
    offerFeed: { rss: { scope: 'public' } },
  },
});
