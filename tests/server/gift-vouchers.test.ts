import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { INGESTION_KEY_HEADER } from '#contract/events';
import {
  GIFT_TEXT,
  type GiftVoucher,
  type GiftVoucherRow,
  type IssuedVoucher,
  type LedgerEntry,
  type RedeemAnswer,
} from '#contract/gift-vouchers';
import type { Order } from '#contract/orders';
import type { Paged } from '#contract/paging';
import { giftVoucherLedger } from '#server/gift-vouchers/schema';
import { addMember, auth } from './access.fixtures';
import { addToolsApp, newVoucher } from './gift-vouchers.fixtures';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';
import { anOrder, ingestionKey, one, sendOrders } from './ingest.fixtures';
import { jsonCaller, signedIn } from './signed-in';

describeEachDatabase('gift vouchers', (server) => {
  const { admin, reader } = signedIn(server, { admin: ADMIN, reader: EDITOR });
  const call = jsonCaller(server, admin);
  let app = 0;
  let key = '';
  const base = () => `/api/applications/${app}/giftVouchers`;

  beforeAll(async () => {
    app = await addToolsApp(server());
    key = await ingestionKey(server(), admin, app);
  });

  const add = async (body: Record<string, unknown>) => {
    const res = await call(base(), 'POST', body);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    return ((await res.json()) as { giftVoucherId: number }).giftVoucherId;
  };
  const issue = async (id: number, value: string) => {
    const res = await call(`${base()}/${id}/issued`, 'POST', {
      value,
      buyerName: 'Grace Hopper',
      buyerEmail: 'grace@example.com',
    });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    return ((await res.json()) as { code: string }).code;
  };
  const redeem = async (body: Record<string, unknown>, headers = { [INGESTION_KEY_HEADER]: key }) =>
    server().fetch(`/api/applications/${app}/giftvouchers/redeem`, {
      method: 'POST',
      headers,
      body,
    });
  const redeemed = async (body: Record<string, unknown>) => {
    const res = await redeem(body);
    expect(res.status).toBe(200);
    return (await res.json()) as RedeemAnswer;
  };
  const errorsOf = async (res: Response) => {
    expect(res.status).toBe(400);
    return ((await res.json()) as { errors: Record<string, string[]> }).errors;
  };

  it('opens the demo application with its gift vouchers and what their vouchers hold', async () => {
    const res = await call('/api/applications/1/giftVouchers', 'GET', undefined, reader);
    const page = (await res.json()) as Paged<GiftVoucherRow>;
    expect(page.items.map((r) => r.name)).toEqual(['Gift card', 'Honeymoon fund']);
    expect(page.items[0]).toMatchObject({
      values: '25.00, 50.00, 100.00',
      issued: 2,
      outstanding: '137.50',
    });
  });

  it('adds, finds, refuses a duplicate name and keeps History', async () => {
    const id = await add(newVoucher({ name: 'Spa day', values: ['100.00', '50.00'] }));
    const found = (await (await call(`${base()}?search=spa`)).json()) as Paged<GiftVoucherRow>;
    expect(found.items).toEqual([
      expect.objectContaining({ giftVoucherId: id, values: '50.00, 100.00', issued: 0 }),
    ]);
    const again = await call(base(), 'POST', newVoucher({ name: 'SPA DAY' }));
    expect(await errorsOf(again)).toEqual({ name: [GIFT_TEXT.nameTaken] });

    const voucher = (await (await call(`${base()}/${id}`)).json()) as GiftVoucher;
    const saved = await call(`${base()}/${id}`, 'PUT', {
      name: 'Spa weekend',
      currency: 'GBP',
      values: voucher.values,
      validityMonths: 6,
      enabled: true,
      version: voucher.version,
    });
    expect(saved.status).toBe(200);
    const history = await call(`/api/companies/1/audit/giftVouchers/${id}`);
    expect(history.status).toBe(200);
    expect(JSON.stringify(await history.json())).toContain('Spa weekend');
  });

  it('answers bad input with field errors', async () => {
    const res = await call(
      base(),
      'POST',
      newVoucher({ name: '', currency: 'gbp', values: ['0.00', '-5'], validityMonths: 0 }),
    );
    const errors = await errorsOf(res);
    expect(Object.keys(errors).sort()).toEqual(
      ['currency', 'name', 'validityMonths', 'values.0', 'values.1'].sort(),
    );
    expect(errors['values.0']).toEqual([GIFT_TEXT.valueZero]);
    const repeated = await call(base(), 'POST', newVoucher({ values: ['25', '25.00'] }));
    expect(await errorsOf(repeated)).toEqual({ values: [GIFT_TEXT.valuesRepeated] });
  });

  it('issues only the values offered, while on sale', async () => {
    const id = await add(newVoucher({ values: ['50.00'] }));
    const wrong = await call(`${base()}/${id}/issued`, 'POST', {
      value: '40.00',
      buyerName: 'Grace Hopper',
      buyerEmail: 'not an email',
    });
    expect(await errorsOf(wrong)).toEqual({ buyerEmail: [GIFT_TEXT.emailInvalid] });
    const notOffered = await call(`${base()}/${id}/issued`, 'POST', {
      value: '40.00',
      buyerName: 'Grace Hopper',
      buyerEmail: 'grace@example.com',
    });
    expect(await errorsOf(notOffered)).toEqual({ value: [GIFT_TEXT.valueNotOffered] });
    const code = await issue(id, '50.00');
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const list = (await (await call(`${base()}/${id}/issued`)).json()) as Paged<IssuedVoucher>;
    expect(list.items).toEqual([
      expect.objectContaining({ code, value: '50.00', balance: '50.00', status: 'Active' }),
    ]);
    // Another application's definition is a 404 for its issued vouchers too.
    expect((await call(`/api/applications/1/giftVouchers/${id}/issued`)).status).toBe(404);
  });

  it('spends part of a balance, answers a resend as before and refuses with the reason', async () => {
    const id = await add(newVoucher({ values: ['100.00'] }));
    const code = await issue(id, '100.00');
    const typed = code.toLowerCase().replaceAll('-', '');
    expect(await redeemed({ code: typed, amount: '60.00', orderReference: 'GV1' })).toEqual({
      redeemed: true,
      reason: null,
      code,
      amount: '60.00',
      balance: '40.00',
      currency: 'GBP',
    });
    expect(await redeemed({ code, amount: '60.00', orderReference: 'GV1' })).toMatchObject({
      redeemed: true,
      balance: '40.00',
    });
    expect(await redeemed({ code, amount: '10.00', orderReference: 'GV1' })).toMatchObject({
      redeemed: false,
      reason: 'already redeemed for this order',
    });
    expect(await redeemed({ code, amount: '40.01', orderReference: 'GV2' })).toMatchObject({
      redeemed: false,
      reason: 'insufficient balance',
      amount: '0.00',
      balance: '40.00',
    });
    expect(
      await redeemed({ code: 'AAAA-BBBB-CCCC', amount: '1.00', orderReference: 'GV3' }),
    ).toMatchObject({ redeemed: false, reason: 'unknown code', balance: null });

    await server().database.db.execute(
      sql`update gift_vouchers set expires_on = current_date - 1 where code = ${code}`,
    );
    expect(await redeemed({ code, amount: '1.00', orderReference: 'GV4' })).toMatchObject({
      redeemed: false,
      reason: 'expired',
    });
  });

  it('refuses malformed redemptions by field, and a wrong key or application', async () => {
    const bad = await redeem({ code: 'OOOO-IIII-1111', amount: '0.00', orderReference: '' });
    expect(Object.keys(await errorsOf(bad)).sort()).toEqual(['amount', 'code', 'orderReference']);
    const extra = await redeem({
      code: 'AAAA-BBBB-CCCC',
      amount: '1.00',
      orderReference: 'X',
      y: 1,
    });
    expect(extra.status).toBe(400);
    const body = { code: 'AAAA-BBBB-CCCC', amount: '1.00', orderReference: 'X' };
    expect((await redeem(body, { [INGESTION_KEY_HEADER]: 'wrong' })).status).toBe(401);
    const elsewhere = await server().fetch('/api/applications/999999/giftvouchers/redeem', {
      method: 'POST',
      headers: { [INGESTION_KEY_HEADER]: key },
      body,
    });
    expect([401, 404]).toContain(elsewhere.status);
  });

  it('gives the balance back when the order is cancelled in the console, once', async () => {
    const id = await add(newVoucher({ values: ['100.00'] }));
    const code = await issue(id, '100.00');
    const sent = await sendOrders(server(), app, key, [anOrder('GVCXL1')]);
    expect(sent.body.created).toBe(1);
    const orderId = (sent.body.orders as { id: number }[])[0]?.id ?? 0;
    expect(await redeemed({ code, amount: '75.00', orderReference: 'GVCXL1' })).toMatchObject({
      balance: '25.00',
    });

    const staff = auth(
      (await addMember(server(), 1, ['apps_orders_process', 'apps_orders_cancel'])).accessToken,
    );
    const row = await one<{ key: string }>(
      server(),
      sql`select key from orders where id = ${orderId}`,
    );
    const path = `/api/applications/${app}/ordermanager/${orderId}/${row?.key}`;
    const order = (await (await server().fetch(path, { headers: staff })).json()) as Order;
    const cancelled = await server().fetch(`${path}/cancel`, {
      method: 'POST',
      headers: staff,
      body: { reason: 'Customer cancelled', version: order.version },
    });
    expect(cancelled.status).toBe(200);

    const list = (await (await call(`${base()}/${id}/issued`)).json()) as Paged<IssuedVoucher>;
    expect(list.items[0]?.balance).toBe('100.00');
    const ledger = await server()
      .database.db.select({ kind: giftVoucherLedger.kind, amount: giftVoucherLedger.amountMinor })
      .from(giftVoucherLedger)
      .where(eq(giftVoucherLedger.orderReference, 'GVCXL1'));
    expect(ledger).toEqual([
      { kind: 'redeem', amount: -7500 },
      { kind: 'refund', amount: 7500 },
    ]);
    // The voucher's ledger as staff read it: newest first, every move with its order.
    const issuedId = list.items[0]?.issuedId ?? 0;
    const entries = (await (
      await call(`${base()}/${id}/issued/${issuedId}/ledger`)
    ).json()) as Paged<LedgerEntry>;
    expect(entries.items.map((e) => [e.kind, e.amount, e.orderReference])).toEqual([
      ['refund', '75.00', 'GVCXL1'],
      ['redeem', '-75.00', 'GVCXL1'],
      ['issue', '100.00', null],
    ]);
    // Another definition's path to the voucher is a 404.
    expect((await call(`${base()}/${id + 1}/issued/${issuedId}/ledger`)).status).toBe(404);
  });

  it('keeps the ledger append-only: an entry cannot be changed', async () => {
    await expect(
      server().database.db.execute(sql`update gift_voucher_ledger set amount_minor = 0`),
    ).rejects.toThrow();
  });
});
