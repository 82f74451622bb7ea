import { fromMinor } from '#contract/money';

/** What one feed item says: an offer from property content. */
export type FeedItem = {
  id: number;
  name: string;
  description: string;
  productType: string;
  countryCode: string;
  locationName: string;
  stars: number;
  fromPriceMinor: number;
  currency: string;
  offerFrom: string | null;
  offerTo: string | null;
  updatedAt: Date;
};

export type FeedChannel = {
  title: string;
  /** The feed's own absolute address (the channel's link). */
  link: string;
  applicationId: number;
  builtAt: Date;
};

// XML 1.0 allows tab, line feed and carriage return below space, and no lone surrogates.
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: dropping them is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as XML character data or an attribute value: escaped, and what XML cannot hold dropped. */
export const xmlText = (text: string) =>
  text.replace(NOT_XML, '').replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);

const element = (name: string, text: string) => `<${name}>${xmlText(text)}</${name}>`;

function summary(item: FeedItem): string {
  const dates =
    item.offerFrom || item.offerTo ? ` · ${item.offerFrom ?? '…'} to ${item.offerTo ?? '…'}` : '';
  const head = `From ${fromMinor(item.fromPriceMinor)} ${item.currency} · ${item.stars}★ · ${item.locationName}, ${item.countryCode}${dates}`;
  return item.description ? `${head}\n${item.description}` : head;
}

function itemXml(item: FeedItem, channel: FeedChannel): string {
  return [
    '<item>',
    element('title', item.name),
    element('description', summary(item)),
    element('category', item.productType),
    `<guid isPermaLink="false">offer-${channel.applicationId}-${item.id}</guid>`,
    element('pubDate', item.updatedAt.toUTCString()),
    '</item>',
  ].join('');
}

/** An RSS 2.0 document of the offers, built as one string (10,000 items in a few ms). */
export function renderRss(channel: FeedChannel, items: readonly FeedItem[]): string {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0"><channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', `Offers of ${channel.title}`),
    element('lastBuildDate', channel.builtAt.toUTCString()),
    element('generator', 'Waypoint Console'),
  ];
  for (const item of items) parts.push(itemXml(item, channel));
  parts.push('</channel></rss>');
  return parts.join('\n');
}
