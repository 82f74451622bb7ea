import { beforeAll, expect, it } from 'vitest';
import { INGESTION_KEY_HEADER } from '#contract/events';
import { fromMinor } from '#contract/money';
import type { Paged } from '#contract/paging';
import { explain } from '#contract/pricing-engine/index';
import { QUOTE_TEXT, type QuoteAnswer } from '#contract/pricing-quote';
import {
  engineRule,
  PRICING_TEXT,
  type PricingRule,
  type PricingRuleRow,
} from '#contract/pricing-rules';
import { ingestionKey } from './events.fixtures';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';
import { addPricingApp, hotel, newRule } from './pricing-rules.fixtures';
import { jsonCaller, signedIn } from './signed-in';

describeEachDatabase('pricing rules', (server) => {
  const { admin, reader } = signedIn(server, { admin: ADMIN, reader: EDITOR });
  const call = jsonCaller(server, admin);
  let app = 0;
  let key = '';
  const rules = () => `/api/applications/${app}/pricingRules`;

  beforeAll(async () => {
    app = await addPricingApp(server());
    key = await ingestionKey(server(), admin, app);
  });

  const add = async (body: Record<string, unknown>) => {
    const res = await call(rules(), 'POST', body);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    return (await res.json()) as { pricingRuleId: number; warning: string | null };
  };
  const get = async (id: number) => (await (await call(`${rules()}/${id}`)).json()) as PricingRule;
  const quote = async (body: Record<string, unknown>) => {
    const res = await server().fetch(`/api/applications/${app}/pricing/quote`, {
      method: 'POST',
      headers: { [INGESTION_KEY_HEADER]: key },
      body,
    });
    expect(res.status).toBe(200);
    return (await res.json()) as QuoteAnswer;
  };
  const removeAll = async () => {
    const page = (await (await call(`${rules()}?pageSize=100`)).json()) as Paged<PricingRuleRow>;
    for (const r of page.items) await call(`${rules()}/${r.pricingRuleId}`, 'DELETE');
  };

  it('opens the demo application with its demo rules, by priority', async () => {
    const res = await call('/api/applications/1/pricingRules', 'GET', undefined, reader);
    const page = (await res.json()) as Paged<PricingRuleRow>;
    expect(page.items.map((r) => r.priority)).toEqual([1, 2, 3, 4]);
    expect(page.items[3]).toMatchObject({ name: 'Everything else: 10 %', markup: '10 %' });
  });

  it('quotes 770.00 for 10 % on 700.00, and a saved change at the next quote', async () => {
    await removeAll();
    const { pricingRuleId, warning } = await add(
      newRule({ name: 'Spain', destinations: [{ countryCode: 'ES', name: 'malaga' }] }),
    );
    expect(warning).toBeNull();
    const flight = hotel({
      productType: 'Flights',
      destination: { countryCode: 'FR', name: 'Nice' },
    });
    expect(await quote({ items: [hotel(), flight] })).toMatchObject({
      total: '1470.00',
      items: [
        { ruleId: pricingRuleId, ruleName: 'Spain', priceBeforeRule: '700.00', price: '770.00' },
        { ruleId: null, ruleName: null, priceBeforeRule: '700.00', price: '700.00' },
      ],
    });

    const before = await get(pricingRuleId);
    const {
      pricingRuleId: _,
      companyId,
      warning: __,
      created,
      updated,
      version,
      ...fields
    } = before;
    const res = await call(`${rules()}/${pricingRuleId}`, 'PUT', {
      ...fields,
      markupValue: '12.5',
      version,
    });
    expect(res.status).toBe(200);
    expect((await quote({ items: [hotel()] })).items[0]?.price).toBe('787.50');
  });

  it('prices a customer’s linked company and membership level', async () => {
    await removeAll();
    const gold = await add(
      newRule({ name: 'Gold', markupValue: '5', membershipLevelIds: ['Gold'] }),
    );
    await add(newRule({ name: 'All', priority: 2 }));
    const answer = await quote({
      items: [hotel()],
      customer: { linkedCompanyId: null, membershipLevelId: 'Gold' },
    });
    expect(answer.items[0]).toMatchObject({ ruleId: gold.pricingRuleId, price: '735.00' });
    expect((await quote({ items: [hotel()] })).items[0]).toMatchObject({ price: '770.00' });
  });

  it('refuses a duplicate priority, inverted windows and a negative mark-up as field errors', async () => {
    await removeAll();
    await add(newRule({ priority: 7 }));
    const refused = async (body: Record<string, unknown>) => {
      const res = await call(rules(), 'POST', body);
      expect(res.status).toBe(400);
      return ((await res.json()) as { errors: Record<string, string[]> }).errors;
    };
    expect(await refused(newRule({ priority: 7 }))).toEqual({
      priority: [PRICING_TEXT.priorityTaken],
    });
    expect(
      await refused(
        newRule({
          priority: 8,
          markupValue: '-800.00',
          markupKind: 'fixed',
          travelFrom: '2027-06-30',
          travelTo: '2027-06-01',
          bookingFrom: '2027-01-02',
          bookingTo: '2027-01-01',
          priceMin: '500.00',
          priceMax: '100.00',
        }),
      ),
    ).toEqual({
      markupValue: [PRICING_TEXT.markupNegative],
      bookingTo: [PRICING_TEXT.windowInverted],
      travelTo: [PRICING_TEXT.windowInverted],
      priceMax: [PRICING_TEXT.bandInverted],
    });
    expect(
      await refused(
        newRule({
          priority: 8,
          bookingFrom: '2027-03-01',
          travelFrom: '2027-01-01',
          travelTo: '2027-02-28',
        }),
      ),
    ).toEqual({ travelTo: [PRICING_TEXT.travelBeforeBooking] });
    expect(await refused(newRule({ priority: 9, minMarkup: '50.00', maxMarkup: '10.00' }))).toEqual(
      {
        maxMarkup: [PRICING_TEXT.minAboveMax],
      },
    );
  });

  it('warns when a saved rule can never win', async () => {
    await removeAll();
    const spain = await add(
      newRule({ name: 'Spain', destinations: [{ countryCode: 'ES', name: '' }] }),
    );
    const hidden = await add(
      newRule({
        name: 'Malaga hotels',
        priority: 2,
        productTypes: ['Accommodation'],
        destinations: [{ countryCode: 'ES', name: 'Malaga' }],
      }),
    );
    const text = 'This rule can never apply: Spain (priority 1) matches everything it matches.';
    expect(hidden.warning).toBe(text);
    expect((await get(hidden.pricingRuleId)).warning).toBe(text);
    expect((await get(spain.pricingRuleId)).warning).toBeNull();
  });

  it('reorders every rule in one go, keeps History, and refuses an out-of-date order', async () => {
    await removeAll();
    const a = (await add(newRule({ name: 'A', priority: 1 }))).pricingRuleId;
    const b = (await add(newRule({ name: 'B', priority: 5, markupValue: '20' }))).pricingRuleId;
    const c = (await add(newRule({ name: 'C', priority: 9 }))).pricingRuleId;
    const stale = await get(a);
    const order = `/api/applications/${app}/pricing/order`;
    const res = await call(order, 'PUT', { pricingRuleIds: [b, c, a] });
    expect(res.status).toBe(200);
    const set = (await res.json()) as { items: PricingRule[] };
    expect(set.items.map((r) => [r.name, r.priority])).toEqual([
      ['B', 1],
      ['C', 2],
      ['A', 3],
    ]);
    expect((await quote({ items: [hotel()] })).items[0]).toMatchObject({
      ruleName: 'B',
      price: '840.00',
    });

    // An edit opened before the move does not put the old priority back.
    const { pricingRuleId: _, companyId, warning, created, updated, version, ...fields } = stale;
    const edit = await call(`${rules()}/${a}`, 'PUT', { ...fields, version });
    expect(edit.status).toBe(409);

    const missing = await call(order, 'PUT', { pricingRuleIds: [a, b] });
    expect(missing.status).toBe(409);
    expect(await missing.json()).toEqual({ title: PRICING_TEXT.orderChanged });

    const history = await call(`/api/companies/1/audit/pricingRules/${a}`);
    expect(history.status).toBe(200);
    const trail = JSON.stringify(await history.json());
    expect(trail).toContain('"priority"');
  });

  it('shows the preview the same price the quote gives', async () => {
    const set = (await (await call(`/api/applications/${app}/pricing/rules`)).json()) as {
      items: PricingRule[];
    };
    const engine = set.items.map((r) => engineRule(r.pricingRuleId, r));
    const items = [hotel(), hotel({ supplierPrice: '0.99' }), hotel({ productType: 'Cars' })];
    const answer = await quote({ items });
    const today = new Date().toISOString().slice(0, 10);
    items.forEach((item, index) => {
      const preview = explain(engine, {
        productType: item.productType,
        supplierId: item.supplierId,
        supplierPriceMinor: Math.round(Number(item.supplierPrice) * 100),
        bookingDate: today,
        travelStart: item.travelStart,
        travelEnd: item.travelEnd,
        destination: { countryCode: 'ES', name: 'Málaga' },
        linkedCompanyId: null,
        membershipLevelId: null,
      });
      expect(answer.items[index]).toEqual({
        ruleId: preview.rule?.id ?? null,
        ruleName: preview.rule?.name ?? null,
        priceBeforeRule: fromMinor(preview.priceBeforeRuleMinor),
        price: fromMinor(preview.priceMinor),
      });
    });
  });

  it('refuses an item whose travel ends before it starts, by its place in the quote', async () => {
    const res = await server().fetch(`/api/applications/${app}/pricing/quote`, {
      method: 'POST',
      headers: { [INGESTION_KEY_HEADER]: key },
      body: { items: [hotel(), hotel({ travelEnd: '2027-03-01' })] },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: unknown }).errors).toEqual({
      'items.1.travelEnd': [QUOTE_TEXT.travelEndsFirst],
    });
  });

  it('lets a reader read but not write', async () => {
    expect((await call(rules(), 'GET', undefined, reader)).status).toBe(200);
    const write = await call(rules(), 'POST', newRule({ priority: 99 }), reader);
    expect(write.status).toBe(403);
  });
});
