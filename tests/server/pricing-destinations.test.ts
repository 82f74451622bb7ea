import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Paged } from '#contract/paging';
import { type DestinationOption, PRICING_TEXT, type PricingRule } from '#contract/pricing-rules';
import type { WidgetData, WidgetInstance } from '#contract/widgets';
import { rows } from '#server/db/rows';
import { placeKey } from '#server/location-normalisation/collect';
import { placeKeySql } from '#server/location-normalisation/place-key-sql';
import { body, caller } from './dashboards.fixtures';
import { ingestionKey, searchEvent, sendEvents } from './events.fixtures';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';
import { anOrder, sendOrders } from './ingest.fixtures';
import { addPricingApp, newRule } from './pricing-rules.fixtures';
import { jsonCaller, signedIn } from './signed-in';

const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** A search for a place in Spain, as a booking site names it. */
const inSpain = (hoursAgo: number, name: string) =>
  searchEvent(hoursAgo, {
    destination: { name, countryCode: 'ES', latitude: 39.57, longitude: 2.65 },
  });

// The demo's normalised locations (server/location-normalisation/demo.ts) are the ones used.
describeEachDatabase('destinations by normalised location', (server) => {
  const { admin, reader } = signedIn(server, { admin: ADMIN, reader: EDITOR });
  const call = jsonCaller(server, admin);
  let app = 0;
  const rules = () => `/api/applications/${app}/pricingRules`;
  const search = async (query: string) => {
    const res = await call(`/api/applications/${app}/pricing/destinations?${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Paged<DestinationOption>;
  };
  const errorsOf = async (res: Response) => {
    expect(res.status).toBe(400);
    return ((await res.json()) as { errors: Record<string, string[]> }).errors;
  };

  beforeAll(async () => {
    app = await addPricingApp(server());
  });

  it('finds normalised locations whatever the case and accents, names starting so first', async () => {
    expect((await search('search=MALAGA')).items).toEqual([{ countryCode: 'ES', name: 'Málaga' }]);
    const pa = await search('search=pa');
    expect(pa.items.slice(0, 2)).toEqual([
      { countryCode: 'ES', name: 'Palma de Mallorca' },
      { countryCode: 'FR', name: 'Paris' },
    ]);
    expect(pa.items.every((d) => placeKey(d.name).includes('pa'))).toBe(true);
    const france = await search('countryCode=FR');
    expect(france.items.length).toBeGreaterThan(0);
    expect(france.items.every((d) => d.countryCode === 'FR')).toBe(true);
    const one = await search('pageSize=1&page=2&search=pa');
    expect(one.items).toEqual([{ countryCode: 'FR', name: 'Paris' }]);
    expect(one.total).toBe(pa.total);
    // A 50-character pattern of wildcards matches nothing rather than everything.
    expect((await search(`search=${encodeURIComponent('%_'.repeat(25))}`)).items).toEqual([]);
    const tooBig = await call(`/api/applications/${app}/pricing/destinations?pageSize=21`);
    expect((await errorsOf(tooBig)).pageSize).toBeDefined();
  });

  it('offers the picker only to those who may add or edit rules', async () => {
    const res = await call(
      `/api/applications/${app}/pricing/destinations`,
      'GET',
      undefined,
      reader,
    );
    expect(res.status).toBe(403);
  });

  it('refuses a destination that is no normalised location of its country, under it', async () => {
    const refused = await call(
      rules(),
      'POST',
      newRule({
        name: 'Made up places',
        destinations: [
          { countryCode: 'ES', name: '' },
          { countryCode: 'ES', name: 'Atlantis' },
          { countryCode: 'ES', name: 'malaga' },
          { countryCode: 'ES', name: 'Paris' },
        ],
      }),
    );
    expect(await errorsOf(refused)).toEqual({
      'destinations.1.name': [PRICING_TEXT.unknownDestination],
      'destinations.3.name': [PRICING_TEXT.unknownDestination],
    });

    const added = await call(
      rules(),
      'POST',
      newRule({ name: 'Málaga', destinations: [{ countryCode: 'ES', name: 'Málaga' }] }),
    );
    expect(added.status).toBe(201);
    const { pricingRuleId } = (await added.json()) as { pricingRuleId: number };
    const rule = (await (await call(`${rules()}/${pricingRuleId}`)).json()) as PricingRule;
    const {
      pricingRuleId: _,
      companyId: _c,
      warning: _w,
      created: _cr,
      updated: _u,
      ...fields
    } = rule;
    const changed = await call(`${rules()}/${pricingRuleId}`, 'PUT', {
      ...fields,
      destinations: [{ countryCode: 'IT', name: 'Rome (Roma)' }],
    });
    expect(await errorsOf(changed)).toEqual({
      'destinations.0.name': [PRICING_TEXT.unknownDestination],
    });
    const kept = (await (await call(`${rules()}/${pricingRuleId}`)).json()) as PricingRule;
    expect(kept).toMatchObject({
      version: rule.version,
      destinations: [{ countryCode: 'ES', name: 'Málaga' }],
    });
  });

  it('renames a normalised location in every rule that names it, each on its History', async () => {
    const palma = { countryCode: 'ES', name: 'Palma de Mallorca' } as const;
    const added = await call(
      rules(),
      'POST',
      newRule({
        name: 'Palma and Spain',
        priority: 7,
        destinations: [
          { countryCode: 'ES', name: 'palma de mallorca' },
          { countryCode: 'ES', name: '' },
        ],
      }),
    );
    expect(added.status).toBe(201);
    const { pricingRuleId } = (await added.json()) as { pricingRuleId: number };
    const read = async () =>
      (await (await call(`${rules()}/${pricingRuleId}`)).json()) as PricingRule;
    const before = await read();
    const renameTo = async (from: string, to: string) => {
      const res = await call(
        `/api/admin/locationNormalisation/ES/${encodeURIComponent(from)}`,
        'PUT',
        { name: to },
      );
      expect(res.status).toBe(200);
    };
    await renameTo(palma.name, 'Palma (Mallorca)');
    try {
      const after = await read();
      expect(after.destinations).toEqual([
        { countryCode: 'ES', name: 'Palma (Mallorca)' },
        { countryCode: 'ES', name: '' },
      ]);
      expect(after.version).toBe(before.version + 1);
      const history = await call(`/api/companies/1/audit/pricingRules/${pricingRuleId}`);
      expect(JSON.stringify(await history.json())).toContain('Palma (Mallorca)');
    } finally {
      await renameTo('Palma (Mallorca)', palma.name);
    }
    expect((await read()).destinations[0]).toEqual(palma);
    expect((await call(`${rules()}/${pricingRuleId}`, 'DELETE')).status).toBe(200);
  });

  it('keys a name in SQL as placeKey does', async () => {
    const names = [
      '  Málaga  (Costa del Sol) ',
      'PALMA DE MALLORCA',
      'Zürich\tHB',
      'Ærøskøbing',
      'Łódź  Kraków',
      'İstanbul',
      'Ελλάδα',
      'Москва',
      'Hà Nội',
      'São\u00a0Paulo',
      'Cafe\u0301 ^ `x`',
    ];
    const found = await rows<{ i: number; k: string }>(
      server().database.db,
      sql`select x.i, ${placeKeySql(sql`x.n`)} as k
            from jsonb_to_recordset(${JSON.stringify(names.map((n, i) => ({ i, n })))}::jsonb)
              as x(i int, n text) order by x.i`,
    );
    expect(found.map((r) => r.k)).toEqual(names.map(placeKey));
  });

  it('ranks searches of names mapped to one normalised location together', async () => {
    const key = await ingestionKey(server(), admin, app);
    // An hour ago (read from the events) and three days ago (read from the rollups).
    const sent = await sendEvents(server(), app, key, [
      inSpain(1, 'Palma (Majorca)'),
      inSpain(72, 'Palma (Majorca)'),
      inSpain(1, 'PALMA DE MALLORCA'),
      inSpain(72, 'palma,  mallorca'),
      inSpain(1, 'Malaga'),
      inSpain(72, 'Málaga (Costa del Sol)'),
      inSpain(1, 'Palma Majorca'),
    ]);
    expect(sent.status).toBe(200);
    const widgets = caller(server, () => admin);
    const added = await widgets<WidgetInstance>(
      'POST',
      '/api/companies/1/dashboards/0/widgets/1005/top-search-location',
      body(
        {},
        {
          dateRangeId: null,
          customDateRange: `${day(10)} to ${day(0)}`,
          selectedApplicationIds: [app],
        },
      ),
    );
    expect(added.status).toBe(201);
    const data = await widgets<WidgetData>(
      'GET',
      `/api/companies/1/widgets/${added.body.instanceId}/data`,
    );
    expect(data.body).toMatchObject({
      kind: 'ranking',
      rows: [
        { name: 'Palma de Mallorca', countryCode: 'ES', count: 4 },
        { name: 'Málaga', countryCode: 'ES', count: 2 },
        // Unmapped: as the site sent it.
        { name: 'Palma Majorca', countryCode: 'ES', count: 1 },
      ],
    });
  });

  it('keeps the raw destination on the ingested order item', async () => {
    const key = await ingestionKey(server(), admin, app);
    const reference = `DEST${Math.random().toString(36).slice(2, 8)}`;
    const [item] = anOrder('X').items;
    const res = await sendOrders(server(), app, key, [
      anOrder(reference, {
        items: [{ ...item, destination: { countryCode: 'ES', name: 'Palma (Majorca)' } }, item],
      }),
    ]);
    expect(res.status).toBe(200);
    const kept = await rows<{ c: string | null; n: string | null }>(
      server().database.db,
      sql`select i.destination_country_code as c, i.destination_name as n
            from order_items i join orders o on o.id = i.order_id
           where o.reference = ${reference} order by i.position`,
    );
    expect(kept).toEqual([
      { c: 'ES', n: 'Palma (Majorca)' },
      { c: null, n: null },
    ]);
  });
});
