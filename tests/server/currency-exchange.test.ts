import { beforeAll, expect, it } from 'vitest';
import {
  CURREX_TEXT,
  type CurrencyFeed,
  type CurrencyRecord,
  type CurrencyRow,
  type RateHistory,
  type RateRecord,
} from '#contract/currency-exchange';
import { INGESTION_KEY_HEADER } from '#contract/events';
import type { Paged } from '#contract/paging';
import { applications } from '#server/db/schema';
import { addCompany, addMember, auth } from './access.fixtures';
import { addCurrexApp } from './currency-exchange.fixtures';
import { ingestionKey } from './events.fixtures';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';
import { jsonCaller, signedIn } from './signed-in';

describeEachDatabase('currency exchange: currencies, rates and the sites’ feed', (server) => {
  const { admin, reader } = signedIn(server, { admin: ADMIN, reader: EDITOR });
  const call = jsonCaller(server, admin);
  let app = 0;
  const at = (path: string) => `/api/applications/${app}/currencyExchange/${path}`;

  beforeAll(async () => {
    app = await addCurrexApp(server());
  });

  const addCurrency = async (body: Record<string, unknown>) => {
    const res = await call(at('currencies'), 'POST', body);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    return ((await res.json()) as { currencyId: number }).currencyId;
  };
  const errorsOf = async (res: Response) => {
    expect(res.status).toBe(400);
    return ((await res.json()) as { errors: Record<string, string[]> }).errors;
  };
  const rate = async (id: number) => (await (await call(at(`rates/${id}`))).json()) as RateRecord;
  const enter = (id: number, body: Record<string, unknown>) => call(at(`rates/${id}`), 'PUT', body);

  it('opens the demo application with its currencies and their rates', async () => {
    const res = await call(
      '/api/applications/1/currencyExchange/currencies',
      'GET',
      undefined,
      reader,
    );
    const page = (await res.json()) as Paged<CurrencyRow>;
    expect(page.items.map((c) => c.code)).toEqual(['CHF', 'EUR', 'JPY', 'USD']);
    expect(page.items[1]).toMatchObject({ name: 'Euro', symbol: '€', margin: '1.50' });
    expect(page.items[1]?.buyRate).toMatch(/^1\.\d+$/);
    expect(page.items[0]).toMatchObject({ buyRate: '', rateUpdated: null });
  });

  it('adds a currency by its ISO code once, and refuses an unknown code', async () => {
    const id = await addCurrency({ code: 'EUR', name: 'Euro', symbol: '€', margin: '2.5' });
    const saved = (await (await call(at(`currencies/${id}`))).json()) as CurrencyRecord;
    expect(saved).toMatchObject({ code: 'EUR', name: 'Euro', enabled: true, margin: '2.50' });

    expect(
      await errorsOf(
        await call(at('currencies'), 'POST', { code: 'EUR', name: 'Again', symbol: '€' }),
      ),
    ).toEqual({
      code: [CURREX_TEXT.codeTaken],
    });
    for (const code of ['XYZ', 'eur', 'EURO']) {
      const errors = await errorsOf(
        await call(at('currencies'), 'POST', { code, name: 'X', symbol: 'X' }),
      );
      expect(errors.code).toEqual([CURREX_TEXT.unknownCode]);
    }
    expect(
      await errorsOf(
        await call(at('currencies'), 'POST', {
          code: 'USD',
          name: 'US',
          symbol: '$',
          margin: '100.5',
        }),
      ),
    ).toEqual({
      margin: [CURREX_TEXT.marginFormat],
    });
    // The code is what the rate history is kept under: an edit cannot send it.
    const edit = await call(at(`currencies/${id}`), 'PUT', {
      name: 'Euro (EU)',
      symbol: '€',
      enabled: false,
      margin: '3',
      version: saved.version,
      code: 'USD',
    });
    expect(edit.status).toBe(400);
  });

  it('enters rates exactly, refuses a sell rate under the buy rate, and keeps every change', async () => {
    const id = await addCurrency({ code: 'JPY', name: 'Yen', symbol: '¥' });
    const empty = await rate(id);
    expect(empty).toMatchObject({ baseCurrency: '', buyRate: '', lastUpdated: null });

    const under = await enter(id, {
      baseCurrency: 'GBP',
      buyRate: '190.12345679',
      sellRate: '190.12345678',
      version: empty.version,
    });
    expect(await errorsOf(under)).toEqual({ sellRate: [CURREX_TEXT.sellUnderBuy] });
    expect(
      await errorsOf(
        await enter(id, {
          baseCurrency: 'JPY',
          buyRate: '1',
          sellRate: '1',
          version: empty.version,
        }),
      ),
    ).toEqual({
      baseCurrency: [CURREX_TEXT.baseIsCurrency],
    });
    const badFormat = await errorsOf(
      await enter(id, {
        baseCurrency: 'GBP',
        buyRate: '1.123456789',
        sellRate: '0',
        version: empty.version,
      }),
    );
    expect(badFormat.buyRate).toEqual([CURREX_TEXT.rateFormat]);
    expect(badFormat.sellRate).toEqual([CURREX_TEXT.rateFormat]);
    expect((await rate(id)).version).toBe(empty.version);

    const first = await enter(id, {
      baseCurrency: 'GBP',
      buyRate: '190.12345678',
      sellRate: '195.5',
      margin: '1.25',
      version: empty.version,
    });
    expect(first.status).toBe(200);
    const saved = (await first.json()) as RateRecord;
    expect(saved).toMatchObject({ buyRate: '190.12345678', sellRate: '195.50', margin: '1.25' });
    expect(saved.lastUpdated).not.toBeNull();

    const stale = await enter(id, {
      baseCurrency: 'GBP',
      buyRate: '191',
      sellRate: '196',
      version: empty.version,
    });
    expect(stale.status).toBe(409);
    await enter(id, {
      baseCurrency: 'GBP',
      buyRate: '191',
      sellRate: '196',
      version: saved.version,
    });

    const history = (await (
      await call(at(`rates/${id}/history`), 'GET', undefined, reader)
    ).json()) as RateHistory;
    expect(history.code).toBe('JPY');
    expect(history.items.map((p) => [p.buyRate, p.sellRate])).toEqual([
      ['190.12345678', '195.50'],
      ['191.00', '196.00'],
    ]);
    expect(history.items[0]?.changedBy).toBe(ADMIN.email);

    const audit = await call(`/api/companies/1/audit/currexRates/${id}`);
    expect(audit.status).toBe(200);
    expect(JSON.stringify(await audit.json())).toContain('191');
  });

  it('keeps the history append-only in the database', async () => {
    const { db } = server().database;
    await expect(db.execute('update currex_rate_history set buy_rate = 1')).rejects.toThrow();
    await expect(db.execute('delete from currex_rate_history')).rejects.toThrow();
  });

  it('answers sites with the ingestion key: enabled currencies, rates, fees and branches', async () => {
    const key = await ingestionKey(server(), admin, app);
    const usd = await addCurrency({ code: 'USD', name: 'US dollar', symbol: '$', enabled: false });
    expect(usd).toBeGreaterThan(0);
    const feed = `/api/applications/${app}/currency`;
    expect((await server().fetch(feed)).status).toBe(401);
    expect(
      (await server().fetch(feed, { headers: { [INGESTION_KEY_HEADER]: 'wrong' } })).status,
    ).toBe(401);
    const res = await server().fetch(feed, { headers: { [INGESTION_KEY_HEADER]: key } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as CurrencyFeed;
    expect(body.currencies.map((c) => c.code)).toEqual(['EUR', 'JPY']);
    expect(body.currencies[0]?.rate).toBeNull();
    expect(body.currencies[1]?.rate).toMatchObject({ baseCurrency: 'GBP', buyRate: '191.00' });
    expect(JSON.stringify(body)).not.toMatch(/version|companyId|changedBy/);
  });

  it('is not there for another company or with the feature off', async () => {
    const rival = await addCompany(server(), 'Rival Exchange');
    const { accessToken } = await addMember(server(), rival, ['app_currex_read']);
    const stranger = auth(accessToken);
    expect((await call(at('currencies'), 'GET', undefined, stranger)).status).toBe(404);
    const [plain] = await server()
      .database.db.insert(applications)
      .values({ companyId: 1, name: 'No exchange' })
      .returning({ id: applications.id });
    expect((await call(`/api/applications/${plain?.id}/currencyExchange/rates`)).status).toBe(404);
  });
});
