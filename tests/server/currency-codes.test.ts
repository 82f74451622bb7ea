import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ISO_4217 } from '#contract/currencies';
import { MSG } from '#contract/messages';
import { Currency, MONEY_TEXT } from '#contract/money';
import { addLinkedCompany, companiesPath } from './customers.fixtures';
import { ADMIN, describeEachDatabase } from './harness';
import { anOrder, ingestionKey, one, sendCustomers, sendOrders } from './ingest.fixtures';
import { signedIn } from './signed-in';

describe('a currency code', () => {
  it('is one of ISO 4217, in capitals', () => {
    for (const code of ['GBP', 'EUR', 'USD', 'JPY', 'CHF', 'XCG', ...ISO_4217]) {
      expect(Currency.safeParse(code).success).toBe(true);
    }
    for (const code of ['XYZ', 'ABC', 'gbp', 'GB', 'GBPP', ' GBP', 'XXX', 'XTS', 'XAU', 1]) {
      expect(Currency.safeParse(code).error?.issues.map((i) => i.message)).toEqual([
        MONEY_TEXT.currency,
      ]);
    }
  });
});

const offer = (currency: string) => ({
  name: 'Rome, 7 nights',
  link: 'https://example.com/offers/rome',
  price: '770.00',
  currency,
});

describeEachDatabase('a currency that is not ISO 4217', (server) => {
  const { admin } = signedIn(server, { admin: ADMIN });
  let key = '';
  beforeAll(async () => {
    key = await ingestionKey(server(), admin, 2);
  });
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await one<{ n: number }>(server(), query))?.n);

  it('refuses an order in it, or an item in it, naming the field; the good order is kept', async () => {
    const order = anOrder('XYZ1', { currency: 'XYZ' });
    const items = order.items.map((item) => ({ ...item, currency: 'XYZ' }));
    const res = await sendOrders(server(), 2, key, [
      order,
      anOrder('XYZ2', { items: [{ ...order.items[0], currency: 'XYZ' }] }),
      { ...order, reference: 'XYZ3', items },
      anOrder('ISO1', {
        currency: 'EUR',
        items: order.items.map((i) => ({ ...i, currency: 'EUR' })),
      }),
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 1 });
    expect(res.body.rejected).toEqual([
      { index: 0, reference: 'XYZ1', reasons: [`currency: ${MONEY_TEXT.currency}`] },
      { index: 1, reference: 'XYZ2', reasons: [`items.0.currency: ${MONEY_TEXT.currency}`] },
      {
        index: 2,
        reference: 'XYZ3',
        reasons: [
          `currency: ${MONEY_TEXT.currency}`,
          `items.0.currency: ${MONEY_TEXT.currency}`,
          `items.1.currency: ${MONEY_TEXT.currency}`,
        ],
      },
    ]);
    expect(
      await count(sql`select count(*)::int as n from orders where reference like 'XYZ%'`),
    ).toBe(0);
  });

  it("refuses a customer whose hotlist offer is priced in it, naming the offer's field", async () => {
    const customer = (email: string, currency: string) => ({
      email,
      hotlists: [{ name: 'Summer', offers: [offer(currency)] }],
    });
    const res = await sendCustomers(server(), 2, key, [
      customer('xyz@example.com', 'XYZ'),
      customer('iso@example.com', 'GBP'),
    ]);
    expect(res.body).toMatchObject({ created: 1 });
    expect(res.body.rejected).toEqual([
      {
        index: 0,
        email: 'xyz@example.com',
        reasons: [`hotlists.0.offers.0.currency: ${MONEY_TEXT.currency}`],
      },
    ]);
  });

  it('refuses a credit account in it as a field error', async () => {
    const linkedCompanyId = await addLinkedCompany(server(), admin);
    const open = (currency: string) =>
      server().fetch(`${companiesPath()}/${linkedCompanyId}/credit`, {
        method: 'POST',
        headers: admin,
        body: { currency, limit: '100.00' },
      });
    const res = await open('XYZ');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      title: MSG.invalidForm,
      errors: { currency: [MONEY_TEXT.currency] },
    });
    expect((await open('CHF')).status).toBe(201);
  });
});
