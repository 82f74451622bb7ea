import { beforeAll, expect, it } from 'vitest';
import { APP_RATE_TEXT, type AppRate, type AppRateRow } from '#contract/app-exchange-rates';
import { CURREX_TEXT } from '#contract/currex-records';
import { MONEY_TEXT } from '#contract/money';
import type { Paged } from '#contract/paging';
import { addToolsApp } from './gift-vouchers.fixtures';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';
import { jsonCaller, signedIn } from './signed-in';

describeEachDatabase('application exchange rates', (server) => {
  const { admin, reader } = signedIn(server, { admin: ADMIN, reader: EDITOR });
  const call = jsonCaller(server, admin);
  let app = 0;
  const base = () => `/api/applications/${app}/exchangeRates`;

  beforeAll(async () => {
    app = await addToolsApp(server());
  });

  const errorsOf = async (res: Response) => {
    expect(res.status).toBe(400);
    return ((await res.json()) as { errors: Record<string, string[]> }).errors;
  };

  it('opens the demo application with its rates', async () => {
    const res = await call('/api/applications/1/exchangeRates', 'GET', undefined, reader);
    const page = (await res.json()) as Paged<AppRateRow>;
    expect(page.items.map((r) => `${r.pair} ${r.rate}`)).toEqual([
      'EUR → GBP 0.8602',
      'GBP → EUR 1.1625',
      'GBP → USD 1.2734',
      'USD → GBP 0.7853',
    ]);
  });

  it('keeps a rate to 8 decimals exactly, and every change in its History', async () => {
    const res = await call(base(), 'POST', {
      fromCurrency: 'GBP',
      toCurrency: 'VND',
      rate: '31234.12345678',
    });
    expect(res.status).toBe(201);
    const { rateId } = (await res.json()) as { rateId: number };
    const rate = (await (await call(`${base()}/${rateId}`)).json()) as AppRate;
    expect(rate.rate).toBe('31234.12345678');
    const tiny = await call(`${base()}/${rateId}`, 'PUT', {
      fromCurrency: 'GBP',
      toCurrency: 'VND',
      rate: '31234.00000001',
      version: rate.version,
    });
    expect(tiny.status).toBe(200);
    expect(((await tiny.json()) as AppRate).rate).toBe('31234.00000001');
    const stale = await call(`${base()}/${rateId}`, 'PUT', {
      fromCurrency: 'GBP',
      toCurrency: 'VND',
      rate: '2',
      version: rate.version,
    });
    expect(stale.status).toBe(409);
    const history = JSON.stringify(
      await (await call(`/api/companies/1/audit/appExchangeRates/${rateId}`)).json(),
    );
    expect(history).toContain('31234.12345678');
    expect(history).toContain('31234.00000001');
    const found = (await (await call(`${base()}?search=vnd`)).json()) as Paged<AppRateRow>;
    expect(found.items.map((r) => r.rateId)).toEqual([rateId]);
    expect((await call(`${base()}/${rateId}`, 'DELETE')).status).toBe(200);
  });

  it('refuses a bad currency code, a float-looking or zero rate, the same pair twice', async () => {
    const bad = await errorsOf(
      await call(base(), 'POST', { fromCurrency: 'XYZ', toCurrency: 'eur', rate: '1e3' }),
    );
    expect(bad.fromCurrency).toEqual([MONEY_TEXT.currency]);
    expect(bad.toCurrency).toEqual([MONEY_TEXT.currency]);
    expect(bad.rate).toEqual([CURREX_TEXT.rateFormat]);
    for (const rate of ['0', '0.000000001', '-1', '1.123456789']) {
      const res = await call(base(), 'POST', { fromCurrency: 'GBP', toCurrency: 'JPY', rate });
      expect(Object.keys(await errorsOf(res)), rate).toEqual(['rate']);
    }
    const same = await call(base(), 'POST', { fromCurrency: 'GBP', toCurrency: 'GBP', rate: '1' });
    expect(await errorsOf(same)).toEqual({ toCurrency: [APP_RATE_TEXT.samePair] });
    expect(
      (await call(base(), 'POST', { fromCurrency: 'GBP', toCurrency: 'CHF', rate: '1.1' })).status,
    ).toBe(201);
    const again = await call(base(), 'POST', {
      fromCurrency: 'GBP',
      toCurrency: 'CHF',
      rate: '1.2',
    });
    expect(await errorsOf(again)).toEqual({ toCurrency: [APP_RATE_TEXT.pairTaken] });
  });
});
