import { beforeAll, expect, it } from 'vitest';
import { CREDIT_LIMIT_EXCEEDED } from '#server/credit/ledger';
import { ADMIN, describeEachDatabase } from './harness';
import { anOrder, companyWithCredit, creditOf, ingestionKey, sendOrders } from './ingest.fixtures';
import { signedIn } from './signed-in';

const LIMIT_MINOR = 100_000; // 1000.00
const AMOUNT = '30.00';
const REQUESTS = 100;

describeEachDatabase('credit on account under parallel ingestion', (server) => {
  let key = '';
  const { admin } = signedIn(server, { admin: ADMIN });
  beforeAll(async () => {
    key = await ingestionKey(server(), admin, 2);
  });

  it('accepts orders up to the available credit and refuses the rest, never overdrawing', async () => {
    const { companyId, accountId } = await companyWithCredit(
      server(),
      2,
      'Acme Travel',
      LIMIT_MINOR,
    );
    const onAccount = (i: number) =>
      anOrder(`RACE${i}`, {
        payments: [
          {
            amount: AMOUNT,
            status: 'Paid',
            date: '2026-03-02',
            type: 'account',
            linkedCompanyId: companyId,
          },
        ],
      });
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) => sendOrders(server(), 2, key, [onAccount(i)])),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const accepted = answers.filter((a) => a.body.created === 1).length;
    const refused = answers.flatMap((a) => a.body.rejected ?? []);
    const fits = Math.floor(LIMIT_MINOR / 3000);
    expect(accepted).toBe(fits);
    expect(refused).toHaveLength(REQUESTS - fits);
    expect(new Set(refused.flatMap((r) => r.reasons))).toEqual(new Set([CREDIT_LIMIT_EXCEEDED]));

    const credit = await creditOf(server(), accountId);
    expect(credit.balance).toBe(LIMIT_MINOR - fits * 3000);
    expect(credit.balance).toBeGreaterThanOrEqual(0);
    expect(credit.ledger).toBe(credit.balance);
    expect(credit.orders).toBe(fits);

    // A refused order left nothing behind; a resend of an accepted one takes no credit twice.
    const first = answers.findIndex((a) => a.body.created === 1);
    const again = await sendOrders(server(), 2, key, [onAccount(first)]);
    expect(again.body).toMatchObject({ unchanged: 1, rejected: [] });
    expect((await creditOf(server(), accountId)).balance).toBe(credit.balance);
  });

  it('moves credit when a resend changes the amount on account, and refuses an overdraw', async () => {
    const { companyId, accountId } = await companyWithCredit(server(), 2, 'Beta Trips', 10_000);
    const paying = (amount: string) =>
      anOrder('MOVE1', {
        payments: [
          {
            amount,
            status: 'Paid',
            date: '2026-03-02',
            type: 'account',
            linkedCompanyId: companyId,
          },
        ],
      });
    expect((await sendOrders(server(), 2, key, [paying('60.00')])).body.created).toBe(1);
    expect((await creditOf(server(), accountId)).balance).toBe(4_000);
    expect((await sendOrders(server(), 2, key, [paying('20.00')])).body.updated).toBe(1);
    expect((await creditOf(server(), accountId)).balance).toBe(8_000);
    const over = await sendOrders(server(), 2, key, [paying('100.01')]);
    expect(over.body.rejected?.[0]?.reasons).toEqual([CREDIT_LIMIT_EXCEEDED]);
    const after = await creditOf(server(), accountId);
    expect(after).toMatchObject({ balance: 8_000, ledger: 8_000 });
  });
});
