import { beforeAll, expect, it } from 'vitest';
import { INGESTION_KEY_HEADER } from '#contract/events';
import type { Paged } from '#contract/paging';
import type { QuoteAnswer } from '#contract/pricing-quote';
import {
  PROMO_TEXT,
  type VoucherBatch,
  type VoucherCodeRecord,
  type VoucherRule,
  type VoucherRuleRow,
  type VoucherUse,
} from '#contract/promo-codes';
import { voucherBatches } from '#server/promo-codes/schema';
import { ingestionKey } from './events.fixtures';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';
import { hotel } from './pricing-rules.fixtures';
import {
  addPromoApp,
  newRule,
  redemption,
  siteCalls,
  storeCode,
  storeRule,
} from './promo-codes.fixtures';
import { jsonCaller, signedIn } from './signed-in';

describeEachDatabase('promo codes', (server) => {
  const { admin, reader } = signedIn(server, { admin: ADMIN, reader: EDITOR });
  const call = jsonCaller(server, admin);
  let app = 0;
  let key = '';
  const site = siteCalls(
    server,
    () => app,
    () => key,
  );
  const base = () => `/api/applications/${app}`;

  beforeAll(async () => {
    app = await addPromoApp(server());
    key = await ingestionKey(server(), admin, app);
  });

  const errorsOf = async (res: Response) => {
    expect(res.status).toBe(400);
    return ((await res.json()) as { errors: Record<string, string[]> }).errors;
  };

  it('opens the demo application with its demo rules and codes', async () => {
    const res = await call('/api/applications/1/voucherRules', 'GET', undefined, reader);
    const page = (await res.json()) as Paged<VoucherRuleRow>;
    expect(page.items.map((r) => r.name)).toContain('Spring sale 10 %');
    const spring = page.items.find((r) => r.name === 'Spring sale 10 %');
    expect(spring).toMatchObject({ discount: '10.00 %, at most 100.00 GBP', codes: 2 });
  });

  it('adds a rule, reads it back, and refuses bad input field by field', async () => {
    const res = await call(
      `${base()}/voucherRules`,
      'POST',
      newRule({ name: 'Summer', minSpend: '200.00' }),
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const rule = (await (await call(`${base()}/voucherRules/${id}`)).json()) as VoucherRule;
    expect(rule).toMatchObject({
      name: 'Summer',
      discountValue: '10.00',
      minSpend: '200.00',
      uses: 0,
    });

    const twice = await call(`${base()}/voucherRules`, 'POST', newRule({ name: 'summer' }));
    expect(await errorsOf(twice)).toEqual({ name: [PROMO_TEXT.nameTaken] });
    const tooMuch = await call(
      `${base()}/voucherRules`,
      'POST',
      newRule({ discountValue: '100.01' }),
    );
    expect(await errorsOf(tooMuch)).toEqual({ discountValue: [PROMO_TEXT.percentTooLarge] });
    const negative = await call(
      `${base()}/voucherRules`,
      'POST',
      newRule({ discountKind: 'fixed', discountValue: '-5.00' }),
    );
    expect(await errorsOf(negative)).toEqual({ discountValue: [PROMO_TEXT.discountNegative] });
    const inverted = await call(
      `${base()}/voucherRules`,
      'POST',
      newRule({ validFrom: '2027-05-01', validTo: '2027-04-30' }),
    );
    expect(await errorsOf(inverted)).toEqual({ validTo: [PROMO_TEXT.windowInverted] });
  });

  it('keeps codes unique in the application and refuses characters outside the alphabet', async () => {
    const ruleId = await storeRule(server(), app);
    const add = (code: string) =>
      call(`${base()}/voucherCodes`, 'POST', { code, voucherRuleId: ruleId });
    expect((await add('HELLO-1')).status).toBe(201);
    expect(await errorsOf(await add('HELLO-1'))).toEqual({ code: [PROMO_TEXT.codeTaken] });
    expect(await errorsOf(await add('hello 2'))).toEqual({ code: [PROMO_TEXT.codeChars] });
    const otherApp = await storeRule(server(), 1);
    const stranger = await call(`${base()}/voucherCodes`, 'POST', {
      code: 'HELLO-2',
      voucherRuleId: otherApp,
    });
    expect(await errorsOf(stranger)).toEqual({ voucherRuleId: [PROMO_TEXT.ruleUnknown] });
  });

  it('generates a batch of 1,000 unique codes with progress, and downloads it as .csv and .xlsx', async () => {
    const ruleId = await storeRule(server(), app, { usesPerCode: 3 });
    const over = await call(`${base()}/voucherBatches`, 'POST', {
      voucherRuleId: ruleId,
      quantity: 100_001,
    });
    expect(await errorsOf(over)).toEqual({ quantity: [PROMO_TEXT.batchTooLarge] });
    const bad = await call(`${base()}/voucherBatches`, 'POST', {
      voucherRuleId: ruleId,
      quantity: 10,
      prefix: 'sale!',
    });
    expect(await errorsOf(bad)).toEqual({ prefix: [PROMO_TEXT.prefixChars] });

    const res = await call(`${base()}/voucherBatches`, 'POST', {
      voucherRuleId: ruleId,
      quantity: 1000,
      prefix: 'SUMMER-',
    });
    expect(res.status).toBe(202);
    let batch = (await res.json()) as VoucherBatch;
    while (batch.status === 'Running') {
      batch = (await (
        await call(`${base()}/voucherBatches/${batch.batchId}`)
      ).json()) as VoucherBatch;
    }
    expect(batch).toMatchObject({ status: 'Done', generated: 1000, quantity: 1000 });

    const csv = await call(`${base()}/voucherBatches/${batch.batchId}/codes.csv`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Code,Rule,Uses,Expires');
    const codes = lines.slice(1).map((line) => line.split(',')[0] ?? '');
    expect(codes).toHaveLength(1000);
    expect(new Set(codes).size).toBe(1000);
    for (const code of codes) expect(code).toMatch(/^SUMMER-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/);
    // Each code takes the rule's uses per code.
    expect(new Set(lines.slice(1).map((line) => line.split(',')[2]))).toEqual(new Set(['3']));

    const xlsx = await call(`${base()}/voucherBatches/${batch.batchId}/codes.xlsx`);
    expect(xlsx.status).toBe(200);
    const bytes = new Uint8Array(await xlsx.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]); // a zip: PK

    const listed = (await (
      await call(`${base()}/voucherCodes?voucherRuleId=${ruleId}&pageSize=1`)
    ).json()) as Paged<unknown>;
    expect(listed.total).toBe(1000);
  });

  it('resumes a batch whose server stopped half-way, from the codes already made', async () => {
    const ruleId = await storeRule(server(), app);
    const [stalled] = await server()
      .database.db.insert(voucherBatches)
      .values({
        applicationId: app,
        ruleId,
        quantity: 50,
        length: 8,
        maxUses: 1,
        heartbeatAt: new Date(Date.now() - 120_000),
      })
      .returning({ id: voucherBatches.id });
    let batch = (await (
      await call(`${base()}/voucherBatches/${stalled?.id}`)
    ).json()) as VoucherBatch;
    while (batch.status === 'Running') {
      batch = (await (
        await call(`${base()}/voucherBatches/${stalled?.id}`)
      ).json()) as VoucherBatch;
    }
    expect(batch).toMatchObject({ status: 'Done', generated: 50 });
  });

  it('answers each refusal with its reason, and a discount within the cap', async () => {
    const ruleId = await storeRule(server(), app, {
      minSpend: '100.00',
      discountCap: '30.00',
      productTypes: ['Accommodation'],
      validFrom: '2020-01-01',
    });
    const { code } = await storeCode(server(), app, ruleId, 5, 'REASONS-1');
    expect(await site.redeem(redemption('nope', 'R-0'))).toMatchObject({
      redeemed: false,
      reason: 'unknown',
    });
    expect(await site.redeem(redemption(code, 'R-1', { basketTotal: '99.99' }))).toMatchObject({
      reason: 'minimumSpend',
    });
    expect(await site.redeem(redemption(code, 'R-2', { productTypes: ['Flights'] }))).toMatchObject(
      { reason: 'productType' },
    );
    expect(await site.redeem(redemption(code, 'R-3', { currency: 'EUR' }))).toMatchObject({
      reason: 'currency',
    });
    // 10 % of 500.00 is 50.00, capped at 30.00; the code is typed in lower case.
    expect(await site.redeem(redemption(code.toLowerCase(), 'R-4'))).toEqual({
      redeemed: true,
      code,
      discount: '30.00',
      reason: null,
      message: null,
    });
    const future = await storeRule(server(), app, { validFrom: '2999-01-01' });
    const later = await storeCode(server(), app, future, 1, 'LATER-1');
    expect(await site.redeem(redemption(later.code, 'R-5'))).toMatchObject({
      reason: 'notYetValid',
    });
    const old = await storeRule(server(), app, { validTo: '2020-01-01' });
    const expired = await storeCode(server(), app, old, 1, 'OLD-1');
    expect(await site.redeem(redemption(expired.code, 'R-6'))).toMatchObject({ reason: 'expired' });
  });

  it('redeems an order once however often it is sent, gives it back, and limits each customer', async () => {
    const ruleId = await storeRule(server(), app, { maxUsesPerCustomer: 1 });
    const { code, id } = await storeCode(server(), app, ruleId, 3, 'ONCE-1');
    const first = await site.redeem(
      redemption(code, 'ORD-1', { customerEmail: 'ann@example.com' }),
    );
    expect(first).toMatchObject({ redeemed: true, discount: '50.00' });
    expect(
      await site.redeem(redemption(code, 'ORD-1', { customerEmail: 'ann@example.com' })),
    ).toEqual(first);
    expect(
      await site.redeem(redemption(code, 'ORD-2', { customerEmail: 'ANN@example.com' })),
    ).toMatchObject({ redeemed: false, reason: 'usedByCustomer' });
    const read = async () =>
      (await (await call(`${base()}/voucherCodes/${id}`)).json()) as VoucherCodeRecord;
    expect((await read()).used).toBe(1);

    expect(await site.release({ code, orderReference: 'ORD-1' })).toBe(true);
    expect(await site.release({ code, orderReference: 'ORD-1' })).toBe(false);
    expect((await read()).used).toBe(0);
    const uses = (await (await call(`${base()}/voucherCodes/${id}/uses`)).json()) as {
      items: VoucherUse[];
    };
    expect(uses.items).toHaveLength(1);
    expect(uses.items[0]).toMatchObject({ orderReference: 'ORD-1', discount: '50.00' });
    expect(uses.items[0]?.released).not.toBeNull();
    // Given back, the customer may use the offer again.
    expect(
      await site.redeem(redemption(code, 'ORD-2', { customerEmail: 'ann@example.com' })),
    ).toMatchObject({ redeemed: true });
  });

  it('counts uses across a rule’s codes against its total', async () => {
    const ruleId = await storeRule(server(), app, { maxUsesTotal: 2 });
    const a = await storeCode(server(), app, ruleId, 5, 'TOTAL-A');
    const b = await storeCode(server(), app, ruleId, 5, 'TOTAL-B');
    expect((await site.redeem(redemption(a.code, 'T-1'))).redeemed).toBe(true);
    expect((await site.redeem(redemption(b.code, 'T-2'))).redeemed).toBe(true);
    expect(await site.redeem(redemption(b.code, 'T-3'))).toMatchObject({ reason: 'usedUp' });
    const rule = (await (await call(`${base()}/voucherRules/${ruleId}`)).json()) as VoucherRule;
    expect(rule).toMatchObject({ uses: 2, codes: 2 });
  });

  it('refuses a wrong key and a malformed body by field', async () => {
    const wrong = await server().fetch(`${base()}/vouchers/redeem`, {
      method: 'POST',
      headers: { 'x-ingestion-key': 'not-the-key' },
      body: redemption('X', 'Y'),
    });
    expect([401, 404]).toContain(wrong.status);
    const res = await site.post('redeem', redemption('ABC', 'Z', { basketTotal: '-1', extra: 1 }));
    const errors = await errorsOf(res);
    expect(Object.keys(errors).sort()).toEqual(['basketTotal', 'extra']);
  });

  it('quotes the discount a code would give without using it up', async () => {
    const ruleId = await storeRule(server(), app, { currency: 'EUR', maxUsesPerCustomer: 1 });
    const { code, id } = await storeCode(server(), app, ruleId, 1, 'QUOTE-1');
    const quote = async (body: Record<string, unknown>) => {
      const res = await server().fetch(`${base()}/pricing/quote`, {
        method: 'POST',
        headers: { [INGESTION_KEY_HEADER]: key },
        body,
      });
      expect(res.status).toBe(200);
      return (await res.json()) as QuoteAnswer;
    };
    const items = [hotel(), hotel({ supplierPrice: '300.00' })];
    expect(await quote({ items })).toMatchObject({ total: '1000.00', discount: null });
    for (let i = 0; i < 2; i++) {
      expect(await quote({ items, promoCode: 'quote-1' })).toMatchObject({
        total: '1000.00',
        discount: { code, amount: '100.00' },
        discountRefusal: null,
      });
    }
    expect(await quote({ items, promoCode: 'NOPE' })).toMatchObject({
      discount: null,
      discountRefusal: { reason: 'unknown' },
    });
    const used = (await (await call(`${base()}/voucherCodes/${id}`)).json()) as VoucherCodeRecord;
    expect(used.used).toBe(0);
    await site.redeem(redemption(code, 'Q-1', { currency: 'EUR', customerEmail: 'q@example.com' }));
    expect(await quote({ items, promoCode: code, customerEmail: 'q@example.com' })).toMatchObject({
      discountRefusal: { reason: 'usedUp' },
    });
  });
});
