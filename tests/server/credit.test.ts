import { and, asc, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { type CreditAccount, type LedgerEntry, LINKED_TEXT } from '#contract/linked-companies';
import type { Paged } from '#contract/paging';
import { appendEntry } from '#server/credit/ledger';
import { auditLog } from '#server/db/schema';
import { creditAccounts, creditLedger } from '#server/db/schema-travel';
import {
  addCustomer,
  addLinkedCompany,
  companiesPath,
  insertOrder,
  OTHER_APP,
} from './customers.fixtures';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';
import { jsonCaller, signedIn } from './signed-in';

describeEachDatabase('linked company credit', (server) => {
  const { admin, reader } = signedIn(server, { admin: ADMIN, reader: EDITOR });
  const call = jsonCaller(server, admin);
  const db = () => server().database.db;

  async function openAccount(limit = '1000.00', currency = 'GBP') {
    const linkedCompanyId = await addLinkedCompany(server(), admin);
    const res = await call(`${companiesPath()}/${linkedCompanyId}/credit`, 'POST', {
      currency,
      limit,
    });
    expect(res.status).toBe(201);
    const { creditId } = (await res.json()) as { creditId: number };
    return {
      linkedCompanyId,
      creditId,
      path: `${companiesPath()}/${linkedCompanyId}/credit/${creditId}`,
    };
  }
  const account = async (path: string) => (await (await call(path)).json()) as CreditAccount;
  const usage = async (path: string, query = '') =>
    (await (await call(`${path}/usage${query}`)).json()) as Paged<LedgerEntry>;
  /** The ledger's own sum, straight from the table. */
  const ledgerSum = async (creditId: number) => {
    const [row] = await db()
      .select({ sum: sql<string>`coalesce(sum(${creditLedger.amountMinor}), 0)` })
      .from(creditLedger)
      .where(eq(creditLedger.accountId, creditId));
    return Number(row?.sum);
  };
  const availableMinor = (a: CreditAccount) => Math.round(Number(a.available) * 100);

  it('makes a new account’s limit available at once, through an opening entry', async () => {
    const { creditId, path } = await openAccount('1500.00');
    expect(await account(path)).toMatchObject({
      currency: 'GBP',
      limit: '1500.00',
      available: '1500.00',
      used: '0.00',
      version: 1,
    });
    const entries = await usage(path);
    expect(entries.items).toEqual([
      expect.objectContaining({ kind: 'opening', amount: '1500.00', reference: 'opening' }),
    ]);
    expect(await ledgerSum(creditId)).toBe(150000);
  });

  it('refuses a second account in the same currency as a field error', async () => {
    const { linkedCompanyId } = await openAccount();
    const res = await call(`${companiesPath()}/${linkedCompanyId}/credit`, 'POST', {
      currency: 'GBP',
      limit: '5.00',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      title: LINKED_TEXT.currencyTaken,
      errors: { currency: [LINKED_TEXT.currencyTaken] },
    });
    expect(
      (
        await call(`${companiesPath()}/${linkedCompanyId}/credit`, 'POST', {
          currency: 'EUR',
          limit: '5.00',
        })
      ).status,
    ).toBe(201);
  });

  it('tops up and adjusts with a reason; a debit beyond the available credit is refused', async () => {
    const { creditId, path } = await openAccount('100.00');
    const noReason = await call(`${path}/entries`, 'POST', {
      kind: 'topup',
      amount: '50.00',
      reason: '',
    });
    expect(noReason.status).toBe(400);
    const negativeTopUp = await call(`${path}/entries`, 'POST', {
      kind: 'topup',
      amount: '-5.00',
      reason: 'x',
    });
    expect(negativeTopUp.status).toBe(400);
    const topUp = await call(`${path}/entries`, 'POST', {
      kind: 'topup',
      amount: '50.25',
      reason: 'Paid invoice 42',
    });
    expect(topUp.status).toBe(201);
    expect(((await topUp.json()) as CreditAccount).available).toBe('150.25');
    const down = await call(`${path}/entries`, 'POST', {
      kind: 'adjustment',
      amount: '-20.25',
      reason: 'Goodwill correction',
    });
    expect(((await down.json()) as CreditAccount).available).toBe('130.00');
    const tooMuch = await call(`${path}/entries`, 'POST', {
      kind: 'adjustment',
      amount: '-130.01',
      reason: 'Too far',
    });
    expect(tooMuch.status).toBe(400);
    expect(await tooMuch.json()).toEqual({
      title: LINKED_TEXT.notEnoughCredit,
      errors: { amount: [LINKED_TEXT.notEnoughCredit] },
    });
    const entries = await usage(path);
    expect(entries.items.map((e) => [e.kind, e.amount, e.reason])).toEqual([
      ['adjustment', '-20.25', 'Goodwill correction'],
      ['topup', '50.25', 'Paid invoice 42'],
      ['opening', '100.00', ''],
    ]);
    expect(entries.items[0]?.reference).toMatch(/^adjustment:[0-9a-f-]{36}$/);
    expect(entries.items[0]?.who).not.toBeNull();
    expect(availableMinor(await account(path))).toBe(await ledgerSum(creditId));
  });

  it('changes the limit by appending the difference, never rewriting the ledger', async () => {
    const { creditId, path } = await openAccount('100.00');
    const raised = await call(path, 'PUT', {
      limit: '250.00',
      reason: 'Annual review',
      version: 1,
    });
    expect(raised.status).toBe(200);
    expect(await raised.json()).toMatchObject({ limit: '250.00', available: '250.00', version: 2 });
    const stale = await call(path, 'PUT', { limit: '300.00', reason: 'Again', version: 1 });
    expect(stale.status).toBe(409);
    await call(`${path}/entries`, 'POST', {
      kind: 'adjustment',
      amount: '-200.00',
      reason: 'Spent',
    });
    const lowered = await call(path, 'PUT', { limit: '100.00', reason: 'Too low', version: 2 });
    expect(lowered.status).toBe(400);
    expect(((await lowered.json()) as { errors: unknown }).errors).toEqual({
      limit: [LINKED_TEXT.notEnoughCredit],
    });
    const amounts = (await usage(path)).items.map((e) => e.amount);
    expect(amounts).toEqual(['-200.00', '150.00', '100.00']);
    expect(availableMinor(await account(path))).toBe(await ledgerSum(creditId));
  });

  it('keeps every change of credit in its linked company’s History, with the reason', async () => {
    const { linkedCompanyId, path } = await openAccount('100.00');
    await call(`${path}/entries`, 'POST', { kind: 'topup', amount: '5.00', reason: 'Invoice 7' });
    await call(path, 'PUT', { limit: '150.00', reason: 'Review', version: 1 });
    const trail = await db()
      .select({ action: auditLog.action, changes: auditLog.changes })
      .from(auditLog)
      .where(
        and(eq(auditLog.area, 'linkedCompanies'), eq(auditLog.recordId, String(linkedCompanyId))),
      )
      .orderBy(asc(auditLog.id));
    expect(trail).toEqual([
      { action: 'create', changes: expect.objectContaining({}) },
      {
        action: 'update',
        changes: { 'GBP credit limit': [null, '100.00'], 'GBP credit available': [null, '100.00'] },
      },
      {
        action: 'update',
        changes: {
          'GBP credit available': ['100.00', '105.00'],
          'GBP credit reason': [null, 'Invoice 7'],
        },
      },
      {
        action: 'update',
        changes: {
          'GBP credit limit': ['100.00', '150.00'],
          'GBP credit available': ['105.00', '155.00'],
          'GBP credit reason': ['Invoice 7', 'Review'],
        },
      },
    ]);
  });

  it('shows orders that used credit in the usage ledger, linked to the order, and counts them as used', async () => {
    const { creditId, path } = await openAccount('1000.00');
    const { customerId } = await addCustomer(server(), admin);
    const order = await insertOrder(db(), {
      customerId,
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'x@example.test',
    });
    await db().transaction((tx) =>
      appendEntry(tx, {
        accountId: creditId,
        kind: 'order',
        amountMinor: -77050,
        reference: `order:${order.orderId}`,
        orderId: order.orderId,
      }),
    );
    const [entry] = (await usage(path)).items;
    expect(entry).toMatchObject({
      kind: 'order',
      amount: '-770.50',
      order: { orderId: order.orderId, key: order.key, reference: order.reference },
    });
    expect(await account(path)).toMatchObject({
      limit: '1000.00',
      available: '229.50',
      used: '770.50',
    });
  });

  it('keeps the balance exact under 100 parallel top-ups and adjustments', async () => {
    const { creditId, path } = await openAccount('10.00');
    const moves = Array.from({ length: 100 }, (_, i) =>
      i % 2 === 0
        ? { kind: 'topup', amount: '1.01', reason: `Top-up ${i}` }
        : { kind: 'adjustment', amount: '-1.50', reason: `Adjustment ${i}` },
    );
    const answers = await Promise.all(moves.map((body) => call(`${path}/entries`, 'POST', body)));
    const accepted = moves.filter((_, i) => answers[i]?.status === 201);
    for (const answer of answers) expect([201, 400]).toContain(answer.status);
    const expected = 1000 + accepted.reduce((sum, m) => sum + (m.kind === 'topup' ? 101 : -150), 0);
    const [row] = await db().select().from(creditAccounts).where(eq(creditAccounts.id, creditId));
    expect(row?.balanceMinor).toBe(expected);
    expect(row?.balanceMinor).toBeGreaterThanOrEqual(0);
    expect(await ledgerSum(creditId)).toBe(expected);
    expect((await usage(path)).total).toBe(accepted.length + 1);
  });

  it('keeps another application’s accounts out of reach and read-only members out of changes', async () => {
    const { linkedCompanyId, path } = await openAccount();
    const elsewhere = path.replace(companiesPath(), companiesPath(OTHER_APP));
    expect((await call(elsewhere)).status).toBe(404);
    expect((await call(`${elsewhere}/usage`)).status).toBe(404);
    const otherCompany = await addLinkedCompany(server(), admin);
    expect((await call(path.replace(`/${linkedCompanyId}/`, `/${otherCompany}/`))).status).toBe(
      404,
    );
    expect((await call(path, 'GET', undefined, reader)).status).toBe(200);
    expect((await call(`${path}/usage`, 'GET', undefined, reader)).status).toBe(200);
    expect(
      (
        await call(
          `${path}/entries`,
          'POST',
          { kind: 'topup', amount: '1.00', reason: 'x' },
          reader,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await call(
          `${companiesPath()}/${linkedCompanyId}/credit`,
          'POST',
          { currency: 'USD', limit: '1.00' },
          reader,
        )
      ).status,
    ).toBe(403);
  });
});
