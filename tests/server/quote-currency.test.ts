import { beforeAll, expect, it } from 'vitest';
import { INGESTION_KEY_HEADER } from '#contract/events';
import { QUOTE_TEXT, type QuoteAnswer } from '#contract/pricing-quote';
import { appExchangeRates } from '#server/app-exchange-rates/schema';
import { ingestionKey } from './events.fixtures';
import { ADMIN, describeEachDatabase } from './harness';
import { addPricingApp, hotel, newRule } from './pricing-rules.fixtures';
import { jsonCaller, signedIn } from './signed-in';

/** A booking site's quote in the currency it shows prices in (issue 30's application rates). */
describeEachDatabase('a pricing quote in the site’s currency', (server) => {
  const { admin } = signedIn(server, { admin: ADMIN });
  const call = jsonCaller(server, admin);
  let app = 0;
  let key = '';

  beforeAll(async () => {
    app = await addPricingApp(server());
    key = await ingestionKey(server(), admin, app);
    // 10 % on stays in Spain; anything else keeps the supplier's price.
    const res = await call(`/api/applications/${app}/pricingRules`, 'POST', {
      ...newRule({ name: 'Spain', destinations: [{ countryCode: 'ES', name: 'malaga' }] }),
    });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    // 1 EUR = 1.1 USD, 1 EUR = 0.5 GBP, 1 EUR = 163.456 JPY; no rate from CHF.
    await server()
      .database.db.insert(appExchangeRates)
      .values([
        { applicationId: app, fromCurrency: 'EUR', toCurrency: 'USD', rate: '1.1' },
        { applicationId: app, fromCurrency: 'EUR', toCurrency: 'GBP', rate: '0.5' },
        { applicationId: app, fromCurrency: 'EUR', toCurrency: 'JPY', rate: '163.456' },
      ]);
  });

  const send = (body: Record<string, unknown>) =>
    server().fetch(`/api/applications/${app}/pricing/quote`, {
      method: 'POST',
      headers: { [INGESTION_KEY_HEADER]: key },
      body,
    });
  const quote = async (body: Record<string, unknown>) => {
    const res = await send(body);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    return (await res.json()) as QuoteAnswer;
  };
  const nice = { destination: { countryCode: 'FR', name: 'Nice' } };

  it('converts 770.00 EUR at 1.1 into 847.00 USD, and leaves an item in USD as it is', async () => {
    const answer = await quote({
      currency: 'USD',
      items: [hotel(), hotel({ ...nice, currency: 'USD', supplierPrice: '100.00' })],
    });
    expect(answer.items).toEqual([
      {
        ruleId: expect.any(Number),
        ruleName: 'Spain',
        priceBeforeRule: '770.00',
        price: '847.00',
        currency: 'USD',
        exchangeRate: '1.10',
      },
      {
        ruleId: null,
        ruleName: null,
        priceBeforeRule: '100.00',
        price: '100.00',
        currency: 'USD',
        exchangeRate: null,
      },
    ]);
    // The total adds prices in one currency.
    expect(answer.total).toBe('947.00');
  });

  it('rounds half up to the cent, and to a whole unit in a currency without cents', async () => {
    // 2.01 EUR at 0.5 is 1.005 GBP, so 1.01; in floats 2.01 * 0.5 is 1.00499999…, which rounds to 1.00.
    const gbp = await quote({
      currency: 'GBP',
      items: [hotel({ ...nice, supplierPrice: '2.01' })],
    });
    expect(gbp.items[0]).toMatchObject({ price: '1.01', currency: 'GBP', exchangeRate: '0.50' });
    // 770.00 EUR at 163.456 is 125,861.12 JPY: the yen has no subunit.
    const jpy = await quote({ currency: 'JPY', items: [hotel()] });
    expect(jpy.items[0]).toMatchObject({ price: '125861.00', priceBeforeRule: '114419.00' });
  });

  it('refuses an item whose currency has no rate into the site’s, on that item’s field', async () => {
    const res = await send({ currency: 'USD', items: [hotel(), hotel({ currency: 'CHF' })] });
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: Record<string, string[]> };
    expect(errors).toEqual({ 'items.1.currency': [QUOTE_TEXT.noRate('CHF', 'USD')] });
    expect(QUOTE_TEXT.noRate('CHF', 'USD')).toContain('No exchange rate from CHF to USD');
    // EUR → USD is no rate from USD into EUR: none is used backwards.
    const back = await send({ currency: 'EUR', items: [hotel({ currency: 'USD' })] });
    expect(back.status).toBe(400);
    expect(((await back.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      'items.0.currency': [QUOTE_TEXT.noRate('USD', 'EUR')],
    });
  });

  it('answers as before when the site names no currency', async () => {
    const answer = await quote({ items: [hotel(), hotel({ ...nice, currency: 'USD' })] });
    expect(answer.items).toEqual([
      { ruleId: expect.any(Number), ruleName: 'Spain', priceBeforeRule: '700.00', price: '770.00' },
      { ruleId: null, ruleName: null, priceBeforeRule: '700.00', price: '700.00' },
    ]);
    expect(answer.total).toBe('1470.00');
  });

  it('refuses a currency that is not an ISO 4217 code', async () => {
    const res = await send({ currency: 'usd', items: [hotel()] });
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors)).toEqual(['currency']);
  });
});
