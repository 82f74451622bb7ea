import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { AuditEntry } from '#contract/audit';
import { FEED_TEXT, type FeedLink, RSS_TYPE } from '#contract/offer-feed';
import type { Paged } from '#contract/paging';
import { applications, auditLog } from '#server/db/schema';
import { renderRss } from '#server/rss-link-builder/rss';
import { addToolsApp } from './gift-vouchers.fixtures';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';
import { newProperty } from './property-content.fixtures';
import { jsonCaller, signedIn } from './signed-in';
import { childrenNamed, childText, parseXml, type XmlElement } from './xml-strict';

const DAY_MS = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString().slice(0, 10);

describeEachDatabase('RSS link builder and the offers feed', (server) => {
  const { admin, reader } = signedIn(server, { admin: ADMIN, reader: EDITOR });
  const call = jsonCaller(server, admin);
  let app = 0;
  let link: FeedLink = { feedKey: '', feedPath: '' };

  const add = async (over: Parameters<typeof newProperty>[0]) => {
    const res = await call(`/api/applications/${app}/propertyContent`, 'POST', newProperty(over));
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  };
  const feed = (query = '', path = link.feedPath) =>
    server().fetch(`${path}${query ? `?${query}` : ''}`);
  const items = async (query = '') => {
    const res = await feed(query);
    expect(res.status).toBe(200);
    const channel = channelOf(parseXml(await res.text()));
    return childrenNamed(channel, 'item').map((item) => childText(item, 'title'));
  };
  const channelOf = (rss: XmlElement) => {
    expect(rss.name).toBe('rss');
    expect(rss.attributes.version).toBe('2.0');
    const [channel] = childrenNamed(rss, 'channel');
    if (!channel) throw new Error('no channel');
    return channel;
  };

  beforeAll(async () => {
    app = await addToolsApp(server());
    const res = await call(`/api/applications/${app}/offerFeed`, 'GET', undefined, reader);
    expect(res.status).toBe(200);
    link = (await res.json()) as FeedLink;
    await add({
      name: 'Hotel <Sol> & "Mar"',
      description: 'Line one\nwith ünïcödé & <b>tags</b>',
      countryCode: 'ES',
      locationName: 'Malaga',
      stars: 4,
      fromPrice: '89.00',
      currency: 'EUR',
      offerFrom: inDays(0),
      offerTo: inDays(60),
    });
    await add({
      name: 'Paris Rive',
      countryCode: 'FR',
      locationName: 'Paris',
      stars: 3,
      fromPrice: '150.00',
      currency: 'EUR',
      offerFrom: inDays(90),
      offerTo: inDays(120),
    });
    await add({
      name: 'Malta Package',
      productType: 'Packages',
      countryCode: 'MT',
      locationName: 'Valletta',
      stars: 5,
      fromPrice: '499.00',
      currency: 'GBP',
    });
    await add({ name: 'Ended offer', offerFrom: inDays(-30), offerTo: inDays(-1) });
  });

  it('gives the same address each time, keyed by a random key', async () => {
    expect(link.feedKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(link.feedPath).toBe(`/api/applications/${app}/feeds/${link.feedKey}/offers.rss`);
    const again = (await (await call(`/api/applications/${app}/offerFeed`)).json()) as FeedLink;
    expect(again).toEqual(link);
  });

  it('serves a valid RSS 2.0 feed of the offers on sale, escaped, without sign-in', async () => {
    const res = await feed();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(RSS_TYPE);
    const channel = channelOf(parseXml(await res.text()));
    expect(childText(channel, 'title')).toContain('offers');
    expect(childText(channel, 'link')).toContain(link.feedPath);
    const list = childrenNamed(channel, 'item');
    expect(list.map((item) => childText(item, 'title')).sort()).toEqual([
      'Hotel <Sol> & "Mar"',
      'Malta Package',
      'Paris Rive',
    ]);
    const hotel = list.find((item) => childText(item, 'title')?.startsWith('Hotel'));
    expect(childText(hotel ?? list[0] ?? channel, 'description')).toContain(
      'From 89.00 EUR · 4★ · Malaga, ES',
    );
    for (const item of list) {
      expect(childrenNamed(item, 'guid')[0]?.attributes.isPermaLink).toBe('false');
      expect(Number.isNaN(Date.parse(childText(item, 'pubDate') ?? ''))).toBe(false);
    }
  });

  it('filters by destination, stars, price band, dates and product type', async () => {
    expect(await items('country=ES')).toEqual(['Hotel <Sol> & "Mar"']);
    expect(await items('destination=vallet')).toEqual(['Malta Package']);
    expect((await items('minStars=4')).sort()).toEqual(['Hotel <Sol> & "Mar"', 'Malta Package']);
    expect(await items('minPrice=100&maxPrice=200&currency=EUR')).toEqual(['Paris Rive']);
    expect((await items(`from=${inDays(80)}&to=${inDays(100)}`)).sort()).toEqual([
      'Malta Package',
      'Paris Rive',
    ]);
    expect(await items('productType=Packages')).toEqual(['Malta Package']);
    expect(await items('destination=%25')).toEqual([]);
    // A parameter a reader adds is ignored.
    expect(await items('productType=Packages&utm_source=reader')).toEqual(['Malta Package']);
  });

  it('answers odd input with a 400 or a 404, never a 500, and reveals nothing', async () => {
    const refusals = [
      'minStars=6',
      'minStars=abc',
      'minPrice=-5',
      'currency=EURO',
      'from=2027-02-30',
      'country=XX',
      `destination=${'x'.repeat(101)}`,
      'productType=Boats',
    ];
    for (const query of refusals) expect((await feed(query)).status, query).toBe(400);
    const band = await feed('minPrice=200&maxPrice=100');
    expect(band.status).toBe(400);
    expect(((await band.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      maxPrice: [FEED_TEXT.priceBand],
    });
    const wrongKey = await feed('', `/api/applications/${app}/feeds/nope/offers.rss`);
    expect(wrongKey.status).toBe(404);
    const otherApp = await feed('', `/api/applications/1/feeds/${link.feedKey}/offers.rss`);
    expect(otherApp.status).toBe(404);
    const strange = await feed('', `/api/applications/${app}/feeds/${'%00'.repeat(30)}/offers.rss`);
    expect(strange.status).toBe(404);
  });

  it('retires the old address when a new key is made, and stops with the tools off', async () => {
    const rotated = await call(`/api/applications/${app}/offerFeed/key`, 'POST');
    expect(rotated.status).toBe(200);
    const fresh = (await rotated.json()) as FeedLink;
    expect(fresh.feedKey).not.toBe(link.feedKey);
    expect((await feed()).status).toBe(404);
    expect((await feed('', fresh.feedPath)).status).toBe(200);

    // The rotation is in the application's feed History, by whom, and neither key is in it.
    const history = await call(`/api/companies/1/audit/offerFeeds/${app}`);
    expect(history.status).toBe(200);
    const page = (await history.json()) as Paged<AuditEntry>;
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      action: 'update',
      label: FEED_TEXT.keyRotated,
      actor: { kind: 'user', email: ADMIN.email },
    });
    expect(Object.keys(page.items[0]?.changes ?? {})).toEqual(['feedKey']);
    const stored = await server()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'offerFeeds'), eq(auditLog.recordId, String(app))));
    expect(stored).toHaveLength(1);
    for (const written of [JSON.stringify(stored), JSON.stringify(page)]) {
      expect(written).not.toContain(link.feedKey);
      expect(written).not.toContain(fresh.feedKey);
    }
    link = fresh;
    await server()
      .database.db.update(applications)
      .set({ features: [] })
      .where(eq(applications.id, app));
    expect((await feed()).status).toBe(404);
  });
});

it('renders characters XML cannot hold out of the feed, and parses back', () => {
  const xml = renderRss(
    {
      title: 'A \u0001 & B',
      link: 'https://x.test/f?a=1&b=2',
      applicationId: 1,
      builtAt: new Date(),
    },
    [
      {
        id: 1,
        name: 'Bad \uD800 surrogate \u000B',
        description: ']]> <![CDATA[',
        productType: 'Accommodation',
        countryCode: 'ES',
        locationName: 'Malaga',
        stars: 3,
        fromPriceMinor: 1050,
        currency: 'EUR',
        offerFrom: null,
        offerTo: null,
        updatedAt: new Date(),
      },
    ],
  );
  const rss = parseXml(xml);
  const channel = childrenNamed(rss, 'channel')[0];
  expect(childText(channel ?? rss, 'title')).toBe('A  & B');
  const item = childrenNamed(channel ?? rss, 'item')[0];
  expect(childText(item ?? rss, 'title')).toBe('Bad  surrogate ');
  expect(childText(item ?? rss, 'description')).toContain(']]> <![CDATA[');
});
