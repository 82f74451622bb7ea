import { beforeAll, expect, it } from 'vitest';
import {
  type BranchRecord,
  type BranchRow,
  CURREX_TEXT,
  type DeliveryFeeRecord,
  type DeliveryFeeRow,
} from '#contract/currency-exchange';
import type { Paged } from '#contract/paging';
import { currexDeliveryFees } from '#server/currency-exchange/schema';
import { addCurrexApp, CLOSED_WEEK } from './currency-exchange.fixtures';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';
import { jsonCaller, signedIn } from './signed-in';

const PARALLEL = 100;

describeEachDatabase('currency exchange: delivery fees and branches', (server) => {
  const { admin, reader } = signedIn(server, { admin: ADMIN, reader: EDITOR });
  const call = jsonCaller(server, admin);
  let app = 0;
  const at = (path: string) => `/api/applications/${app}/currencyExchange/${path}`;
  const band = (minOrder: string, maxOrder: string, over: Record<string, unknown> = {}) => ({
    deliveryType: 'Home delivery',
    currency: 'GBP',
    minOrder,
    maxOrder,
    fee: '4.99',
    ...over,
  });
  const addFee = (body: Record<string, unknown>) => call(at('deliveryFees'), 'POST', body);
  const errorsOf = async (res: Response) => {
    expect(res.status).toBe(400);
    return ((await res.json()) as { errors: Record<string, string[]> }).errors;
  };

  beforeAll(async () => {
    app = await addCurrexApp(server());
    await call(at('currencies'), 'POST', { code: 'EUR', name: 'Euro', symbol: '€' });
    await call(at('currencies'), 'POST', { code: 'USD', name: 'US dollar', symbol: '$' });
  });

  it('opens the demo application with its bands and branches', async () => {
    const fees = (await (
      await call('/api/applications/1/currencyExchange/deliveryFees', 'GET', undefined, reader)
    ).json()) as Paged<DeliveryFeeRow>;
    expect(fees.items.map((f) => [f.deliveryType, f.minOrder, f.maxOrder, f.fee])).toEqual([
      ['Home delivery', '0.00', '499.99', '4.99'],
      ['Express delivery', '0.00', '2500.00', '9.99'],
      ['Home delivery', '500.00', '2500.00', '0.00'],
    ]);
    const branches = (await (
      await call('/api/applications/1/currencyExchange/branches', 'GET', undefined, reader)
    ).json()) as Paged<BranchRow>;
    expect(branches.items[0]).toMatchObject({
      name: 'King’s Cross',
      city: 'London',
      currencies: 'EUR, USD, JPY',
    });
  });

  it('refuses a band overlapping another of its type and currency, naming it', async () => {
    expect((await addFee(band('0.00', '99.99'))).status).toBe(201);
    const made = await addFee(band('100.00', '199.99'));
    const { deliveryFeeId } = (await made.json()) as { deliveryFeeId: number };
    expect(await errorsOf(await addFee(band('199.99', '250.00')))).toEqual({
      minOrder: [CURREX_TEXT.bandOverlaps('100.00 to 199.99 GBP')],
    });
    expect(await errorsOf(await addFee(band('300.00', '200.00')))).toEqual({
      maxOrder: [CURREX_TEXT.bandInverted],
    });
    expect(await errorsOf(await addFee(band('1', '2', { currency: 'ABC', fee: '1.234' })))).toEqual(
      {
        currency: [CURREX_TEXT.unknownCode],
        fee: ['Enter an amount such as 770.00, with at most two decimals'],
      },
    );
    // Another delivery type or currency has bands of its own.
    expect(
      (await addFee(band('150.00', '250.00', { deliveryType: 'Express delivery' }))).status,
    ).toBe(201);
    expect((await addFee(band('150.00', '250.00', { currency: 'EUR' }))).status).toBe(201);

    // Moving a band onto its neighbour is refused too; onto itself, saved.
    const fee = (await (
      await call(at(`deliveryFees/${deliveryFeeId}`))
    ).json()) as DeliveryFeeRecord;
    const onto = await call(at(`deliveryFees/${deliveryFeeId}`), 'PUT', {
      ...band('50.00', '199.99'),
      version: fee.version,
    });
    expect((await errorsOf(onto)).minOrder).toEqual([
      CURREX_TEXT.bandOverlaps('0.00 to 99.99 GBP'),
    ]);
    const widened = await call(at(`deliveryFees/${deliveryFeeId}`), 'PUT', {
      ...band('100.00', '299.99', { fee: '2.50' }),
      version: fee.version,
    });
    expect(widened.status).toBe(200);
    expect(await widened.json()).toMatchObject({ maxOrder: '299.99', fee: '2.50' });
  });

  it(`saves one of ${PARALLEL} overlapping bands sent at once, and refuses the rest as field errors`, async () => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        addFee(band(`${1000 + i}.00`, '5000.00', { deliveryType: 'Branch collection' })),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(PARALLEL - 1);
    const page = (await (
      await call(at('deliveryFees?deliveryType=Branch%20collection'))
    ).json()) as Paged<DeliveryFeeRow>;
    expect(page.total).toBe(1);
    // Whether the check or the database's constraint refused it, each names the band saved.
    const saved = page.items[0];
    const named = CURREX_TEXT.bandOverlaps(`${saved?.minOrder} to 5000.00 GBP`);
    const refusals = await Promise.all(
      answers
        .filter((a) => a.status === 400)
        .map(async (a) => (await a.json()) as { errors: unknown }),
    );
    expect(new Set(refusals.map((r) => JSON.stringify(r.errors)))).toEqual(
      new Set([JSON.stringify({ minOrder: [named] })]),
    );
  });

  it('refuses an overlapping band in the database itself, whoever writes it', async () => {
    const row = {
      applicationId: app,
      deliveryType: 'Express delivery',
      currency: 'USD',
      minOrderMinor: 0,
      maxOrderMinor: 10_000,
      feeMinor: 500,
    };
    const { db } = server().database;
    await db.insert(currexDeliveryFees).values(row);
    await expect(
      db
        .insert(currexDeliveryFees)
        .values({ ...row, minOrderMinor: 10_000, maxOrderMinor: 20_000 }),
    ).rejects.toThrow();
    // Touching ends are an overlap (both ends are included); the next cent is not.
    await db
      .insert(currexDeliveryFees)
      .values({ ...row, minOrderMinor: 10_001, maxOrderMinor: 20_000 });
  });

  it('keeps branches with hours per weekday and only the application’s currencies', async () => {
    const hours = { ...CLOSED_WEEK, Monday: '09:00-17:30', Saturday: '10:00-13:00' };
    const body = {
      name: 'Leeds',
      city: 'Leeds',
      countryCode: 'GB',
      openingHours: hours,
      currencies: ['EUR', 'USD'],
    };
    const made = await call(at('branches'), 'POST', body);
    expect(made.status).toBe(201);
    const { branchId } = (await made.json()) as { branchId: number };
    const saved = (await (await call(at(`branches/${branchId}`))).json()) as BranchRecord;
    expect(saved).toMatchObject({ name: 'Leeds', openingHours: hours, currencies: ['EUR', 'USD'] });
    const list = (await (await call(at('branches?search=leeds'))).json()) as Paged<BranchRow>;
    expect(list.items).toEqual([
      { branchId, name: 'Leeds', city: 'Leeds', currencies: 'EUR, USD', openDays: 'Mon, Sat' },
    ]);

    const badHours = await call(at('branches'), 'POST', {
      ...body,
      openingHours: { ...hours, Wednesday: '9am' },
    });
    expect(await errorsOf(badHours)).toEqual({
      'openingHours.Wednesday': [CURREX_TEXT.hoursFormat],
    });
    const refused = await call(at('branches'), 'POST', {
      ...body,
      openingHours: { ...hours, Tuesday: '17:00-09:00' },
      currencies: ['EUR', 'JPY'],
    });
    expect(await errorsOf(refused)).toEqual({
      'openingHours.Tuesday': [CURREX_TEXT.hoursInverted],
      currencies: [CURREX_TEXT.notHeld('JPY')],
    });

    const stale = await call(at(`branches/${branchId}`), 'PUT', {
      ...body,
      name: 'Leeds City',
      version: saved.version + 5,
    });
    expect(stale.status).toBe(409);
    expect(
      (
        await call(at(`branches/${branchId}`), 'PUT', {
          ...body,
          name: 'Leeds City',
          version: saved.version,
        })
      ).status,
    ).toBe(200);
    const history = await call(`/api/companies/1/audit/currexBranches/${branchId}`);
    expect(JSON.stringify(await history.json())).toContain('Leeds City');
    expect((await call(at(`branches/${branchId}`), 'DELETE')).status).toBe(200);
    expect((await call(at(`branches/${branchId}`))).status).toBe(404);
  });

  it('deletes a band: its range is free again, the audit keeps it, deleted once', async () => {
    const made = await addFee(band('7000.00', '7999.99', { currency: 'USD' }));
    expect(made.status).toBe(201);
    const { deliveryFeeId } = (await made.json()) as { deliveryFeeId: number };
    const one = at(`deliveryFees/${deliveryFeeId}`);
    expect((await call(one, 'DELETE', undefined, reader)).status).toBe(403);
    expect((await addFee(band('7500.00', '7600.00', { currency: 'USD' }))).status).toBe(400);

    const gone = await call(one, 'DELETE');
    expect(gone.status).toBe(200);
    expect((await call(one)).status).toBe(404);
    expect((await call(one, 'DELETE')).status).toBe(404);
    const list = (await (
      await call(at('deliveryFees?pageSize=100'))
    ).json()) as Paged<DeliveryFeeRow>;
    expect(list.items.map((f) => f.deliveryFeeId)).not.toContain(deliveryFeeId);
    expect((await addFee(band('7500.00', '7600.00', { currency: 'USD' }))).status).toBe(201);

    const history = (await (
      await call(`/api/companies/1/audit/currexDeliveryFees/${deliveryFeeId}`)
    ).json()) as { items: { action: string }[] };
    expect(history.items.map((e) => e.action)).toEqual(['delete', 'create']);
  });

  it('lets a reader read but not write', async () => {
    expect((await call(at('branches'), 'GET', undefined, reader)).status).toBe(200);
    expect(
      (await call(at('deliveryFees'), 'POST', band('9000.00', '9100.00'), reader)).status,
    ).toBe(403);
  });
});
