import { beforeAll, expect, it } from 'vitest';
import { DEPOSIT_OPTION_TEXT, type DepositOptionRow } from '#contract/deposit-options';
import { DEPOSIT_RULE_TEXT, type DepositRule, type DepositRuleRow } from '#contract/deposit-rules';
import { addDays } from '#contract/deposit-schedule';
import { DEPOSIT_QUOTE_TEXT } from '#contract/deposits-quote';
import { INGESTION_KEY_HEADER } from '#contract/events';
import type { Paged } from '#contract/paging';
import type { QuoteAnswer } from '#contract/pricing-quote';
import { addDepositApp, newOption, newRule } from './deposits.fixtures';
import { ingestionKey } from './events.fixtures';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';
import { hotel } from './pricing-rules.fixtures';
import { jsonCaller, signedIn } from './signed-in';

const today = new Date().toISOString().slice(0, 10);
/** A refundable hotel 200 days away at 1,000.00 (no pricing rule in the app: the price stands). */
const trip = (over: Record<string, unknown> = {}) =>
  hotel({
    supplierPrice: '1000.00',
    travelStart: addDays(today, 200),
    travelEnd: addDays(today, 207),
    refundable: true,
    ...over,
  });

describeEachDatabase('deposits', (server) => {
  const { admin, reader } = signedIn(server, { admin: ADMIN, reader: EDITOR });
  const call = jsonCaller(server, admin);
  let app = 0;
  let key = '';
  const options = () => `/api/applications/${app}/depositOptions`;
  const rules = () => `/api/applications/${app}/depositRules`;

  beforeAll(async () => {
    app = await addDepositApp(server());
    key = await ingestionKey(server(), admin, app);
  });

  const created = async (path: string, body: object) => {
    const res = await call(path, 'POST', body as Record<string, unknown>);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    return (await res.json()) as Record<string, number>;
  };
  const addOption = async (over: Parameters<typeof newOption>[0] = {}) =>
    (await created(options(), newOption(over))).depositOptionId ?? 0;
  const addRule = async (ids: number[], over: Parameters<typeof newRule>[1] = {}) =>
    (await created(rules(), newRule(ids, over))).depositRuleId ?? 0;
  const refused = async (path: string, body: object, method = 'POST') => {
    const res = await call(path, method, body as Record<string, unknown>);
    expect(res.status).toBe(400);
    return ((await res.json()) as { errors: Record<string, string[]> }).errors;
  };
  const quote = async (body: Record<string, unknown>, status = 200) => {
    const res = await server().fetch(`/api/applications/${app}/pricing/quote`, {
      method: 'POST',
      headers: { [INGESTION_KEY_HEADER]: key },
      body,
    });
    expect(res.status).toBe(status);
    return (await res.json()) as QuoteAnswer & { errors?: Record<string, string[]> };
  };
  const removeRules = async () => {
    const page = (await (await call(`${rules()}?pageSize=100`)).json()) as Paged<DepositRuleRow>;
    for (const r of page.items) await call(`${rules()}/${r.depositRuleId}`, 'DELETE');
  };

  it('opens the demo application with its demo options and rules', async () => {
    const opts = (await (
      await call('/api/applications/1/depositOptions', 'GET', undefined, reader)
    ).json()) as Paged<DepositOptionRow>;
    expect(opts.items.map((o) => o.name)).toEqual([
      'Pay 20 % today',
      'Secure it for 250.00',
      'Spread the cost',
    ]);
    expect(opts.items[0]).toMatchObject({
      amount: '20.00 %',
      offeredBy: expect.stringContaining('Standard deposit'),
    });
    const page = (await (
      await call('/api/applications/1/depositRules', 'GET', undefined, reader)
    ).json()) as Paged<DepositRuleRow>;
    expect(page.items.map((r) => [r.priority, r.name])).toEqual([
      [1, 'Long lead: instalments'],
      [2, 'Standard deposit'],
    ]);
  });

  it('quotes the deposit of the first rule that applies, as a dry run', async () => {
    await removeRules();
    const spread = await addOption({
      name: 'Spread',
      description: 'Pay {AMOUNT} now and {INSTALLMENTS} more',
      type: 'instalments',
      amountKind: 'fixed',
      amount: '100.00',
      instalments: 3,
    });
    await addRule([spread], { name: 'Far', minDaysBeforeTravel: 150, balanceDueDays: 50 });
    const answer = await quote({ items: [trip(), trip()] });
    expect(answer.total).toBe('2000.00');
    expect(answer.depositReason).toBeNull();
    const balanceDue = addDays(today, 150);
    expect(answer.deposit).toEqual({
      optionName: 'Spread',
      description: 'Pay 100.00 EUR now and 3 more',
      ruleName: 'Far',
      initialAmount: '100.00',
      instalments: [
        { dueDate: addDays(today, 50), amount: '633.34' },
        { dueDate: addDays(today, 100), amount: '633.33' },
        { dueDate: balanceDue, amount: '633.33' },
      ],
      balanceDueDate: balanceDue,
    });
    // The same again: a quote changes nothing.
    expect((await quote({ items: [trip(), trip()] })).deposit).toEqual(answer.deposit);
  });

  it('says why no deposit applies', async () => {
    await removeRules();
    const option = await addOption({ name: 'Why not' });
    await addRule([option], { name: 'Sixty', minDaysBeforeTravel: 60, balanceDueDays: 42 });
    const soon = await quote({
      items: [trip({ travelStart: addDays(today, 30), travelEnd: addDays(today, 31) })],
    });
    expect(soon.deposit).toBeNull();
    expect(soon.depositReason).toBe(
      'No deposit rule applies (Sixty: travel is 30 days away; it needs at least 60)',
    );
    const fixed = await quote({ items: [trip(), trip({ refundable: false })] });
    expect(fixed.depositReason).toBe(
      'Item 2 is not refundable: a deposit needs every product refundable',
    );
    // An older caller sends no refundable flag: its items are not known to be refundable.
    const older = await quote({ items: [hotel()] });
    expect(older).toMatchObject({ deposit: null, total: '700.00' });
    const mixed = await quote({ items: [trip(), trip({ currency: 'GBP' })] });
    expect(mixed.depositReason).toBe(DEPOSIT_QUOTE_TEXT.mixedCurrencies);
  });

  it('refuses a booking date in the past as a field error', async () => {
    const answer = await quote({ items: [trip()], bookingDate: addDays(today, -5) }, 400);
    expect(answer.errors).toEqual({ bookingDate: [DEPOSIT_QUOTE_TEXT.bookingDateInPast] });
  });

  it('refuses a percent over 100, a negative amount and stray placeholders', async () => {
    expect(await refused(options(), newOption({ amount: '100.01' }))).toEqual({
      amount: [DEPOSIT_OPTION_TEXT.percentTooLarge],
    });
    expect(
      await refused(
        options(),
        newOption({ amountKind: 'fixed', amount: '-5.00', description: 'Pay {AMOUNT} by {DATE}' }),
      ),
    ).toEqual({
      amount: [DEPOSIT_OPTION_TEXT.amountNegative],
      description: [DEPOSIT_OPTION_TEXT.unknownPlaceholder('{DATE}')],
    });
    expect(await refused(options(), newOption({ instalments: 3 }))).toEqual({
      instalments: [DEPOSIT_OPTION_TEXT.oneBalance],
    });
    expect(await refused(options(), newOption({ type: 'instalments', instalments: 1 }))).toEqual({
      instalments: [DEPOSIT_OPTION_TEXT.twoOrMore],
    });
    const named = await addOption({ name: 'Taken name' });
    expect(named).toBeGreaterThan(0);
    expect(await refused(options(), newOption({ name: 'taken NAME' }))).toEqual({
      name: [DEPOSIT_OPTION_TEXT.nameTaken],
    });
  });

  it('refuses instalments that do not fit before the balance due date', async () => {
    await removeRules();
    const twelve = await addOption({ name: 'Twelve', type: 'instalments', instalments: 12 });
    expect(
      await refused(rules(), newRule([twelve], { minDaysBeforeTravel: 50, balanceDueDays: 42 })),
    ).toEqual({ minDaysBeforeTravel: [DEPOSIT_RULE_TEXT.doesNotFit('Twelve', 12)] });
    expect(
      await refused(rules(), newRule([twelve], { minDaysBeforeTravel: 42, balanceDueDays: 42 })),
    ).toEqual({ minDaysBeforeTravel: [DEPOSIT_RULE_TEXT.balanceNotBefore] });

    // An option a rule offers cannot grow past what the rule leaves room for.
    const three = await addOption({ name: 'Three', type: 'instalments', instalments: 3 });
    await addRule([three], { name: 'Tight', minDaysBeforeTravel: 46, balanceDueDays: 42 });
    const option = (await (await call(`${options()}/${three}`)).json()) as { version: number };
    expect(
      await refused(
        `${options()}/${three}`,
        {
          ...newOption({ name: 'Three', type: 'instalments', instalments: 6 }),
          version: option.version,
        },
        'PUT',
      ),
    ).toEqual({ instalments: [DEPOSIT_OPTION_TEXT.doesNotFit("'Tight'")] });
  });

  it('refuses a taken priority and another application’s option', async () => {
    await removeRules();
    const mine = await addOption({ name: 'Mine' });
    await addRule([mine], { priority: 4 });
    expect(await refused(rules(), newRule([mine], { priority: 4 }))).toEqual({
      priority: [DEPOSIT_RULE_TEXT.priorityTaken],
    });
    const demoOption = 1;
    expect(await refused(rules(), newRule([demoOption], { priority: 5 }))).toEqual({
      depositOptionIds: [DEPOSIT_RULE_TEXT.unknownOption],
    });
    expect((await call(`${options()}/${demoOption}`)).status).toBe(404);
  });

  it('keeps an option a rule offers, and deletes it once no rule does', async () => {
    await removeRules();
    const used = await addOption({ name: 'Used' });
    const rule = await addRule([used], { name: 'User' });
    const res = await call(`${options()}/${used}`, 'DELETE');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ title: DEPOSIT_OPTION_TEXT.inUse("'User'") });
    expect((await call(`${rules()}/${rule}`, 'DELETE')).status).toBe(200);
    expect((await call(`${options()}/${used}`, 'DELETE')).status).toBe(200);
  });

  it('reorders every rule in one go, keeps History, and refuses an out-of-date order', async () => {
    await removeRules();
    const option = await addOption({ name: 'Ordered' });
    const a = await addRule([option], { name: 'A', priority: 1 });
    const b = await addRule([option], { name: 'B', priority: 5, minDaysBeforeTravel: 100 });
    const c = await addRule([option], { name: 'C', priority: 9 });
    const stale = (await (await call(`${rules()}/${a}`)).json()) as DepositRule;
    const order = `/api/applications/${app}/deposits/order`;
    const res = await call(order, 'PUT', { depositRuleIds: [b, c, a] });
    expect(res.status).toBe(200);
    const set = (await res.json()) as { items: DepositRuleRow[] };
    expect(set.items.map((r) => [r.name, r.priority])).toEqual([
      ['B', 1],
      ['C', 2],
      ['A', 3],
    ]);
    expect((await quote({ items: [trip()] })).deposit?.ruleName).toBe('B');

    const {
      depositRuleId: _,
      companyId,
      offered,
      created: at,
      updated,
      version,
      ...fields
    } = stale;
    expect((await call(`${rules()}/${a}`, 'PUT', { ...fields, version })).status).toBe(409);

    const missing = await call(order, 'PUT', { depositRuleIds: [a, b] });
    expect(missing.status).toBe(409);
    expect(await missing.json()).toEqual({ title: DEPOSIT_RULE_TEXT.orderChanged });

    const history = await call(`/api/companies/1/audit/depositRules/${a}`);
    expect(history.status).toBe(200);
    expect(JSON.stringify(await history.json())).toContain('"priority"');
  });

  it('lets a reader read but not write', async () => {
    expect((await call(rules(), 'GET', undefined, reader)).status).toBe(200);
    const write = await call(options(), 'POST', newOption({ name: 'Reader' }), reader);
    expect(write.status).toBe(403);
  });
});
