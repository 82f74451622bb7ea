import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { INGESTION_KEY_HEADER } from '#contract/events';
import type { RedeemAnswer } from '#contract/gift-vouchers';
import { rows } from '#server/db/rows';
import { giftVouchers } from '#server/gift-vouchers/schema';
import { ingestionKey } from './events.fixtures';
import { addToolsApp, newVoucher } from './gift-vouchers.fixtures';
import { ADMIN, describeEachDatabase } from './harness';
import { jsonCaller, signedIn } from './signed-in';

const REQUESTS = 100;

describeEachDatabase('a gift voucher spent by 100 parallel redemptions', (server) => {
  const { admin } = signedIn(server, { admin: ADMIN });
  const call = jsonCaller(server, admin);
  let app = 0;
  let key = '';
  beforeAll(async () => {
    app = await addToolsApp(server());
    key = await ingestionKey(server(), admin, app);
  });

  const redeem = (body: Record<string, unknown>) =>
    server().fetch(`/api/applications/${app}/giftvouchers/redeem`, {
      method: 'POST',
      headers: { [INGESTION_KEY_HEADER]: key },
      body,
    });

  it('takes exactly what the balance holds, never more, and the ledger adds up to it', async () => {
    const made = await call(
      `/api/applications/${app}/giftVouchers`,
      'POST',
      newVoucher({ values: ['1000.00'] }),
    );
    const { giftVoucherId } = (await made.json()) as { giftVoucherId: number };
    const issued = await call(
      `/api/applications/${app}/giftVouchers/${giftVoucherId}/issued`,
      'POST',
      { value: '1000.00', buyerName: 'Ada Lovelace', buyerEmail: 'ada@example.com' },
    );
    const { code } = (await issued.json()) as { code: string };

    // 100 orders each spending 30.00 of 1,000.00 at once: 33 fit, 10.00 stays.
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, async (_, i) => {
        const res = await redeem({ code, amount: '30.00', orderReference: `RACE${i}` });
        expect(res.status).toBe(200);
        return (await res.json()) as RedeemAnswer;
      }),
    );
    const taken = answers.filter((a) => a.redeemed);
    expect(taken).toHaveLength(33);
    expect(new Set(answers.filter((a) => !a.redeemed).map((a) => a.reason))).toEqual(
      new Set(['insufficient balance']),
    );

    const { db } = server().database;
    const [voucher] = await db
      .select({ id: giftVouchers.id, balance: giftVouchers.balanceMinor })
      .from(giftVouchers)
      .where(eq(giftVouchers.code, code));
    expect(voucher?.balance).toBe(1000);
    const [ledger] = await rows<{ total: number; entries: number }>(
      db,
      sql`select sum(amount_minor)::int as total, count(*)::int as entries
          from gift_voucher_ledger where voucher_id = ${voucher?.id ?? 0}`,
    );
    expect(ledger).toEqual({ total: 1000, entries: 34 });
  });

  it('takes one order’s redemption once when it is sent 20 times at once', async () => {
    const made = await call(
      `/api/applications/${app}/giftVouchers`,
      'POST',
      newVoucher({ values: ['100.00'] }),
    );
    const { giftVoucherId } = (await made.json()) as { giftVoucherId: number };
    const issued = await call(
      `/api/applications/${app}/giftVouchers/${giftVoucherId}/issued`,
      'POST',
      { value: '100.00', buyerName: 'Ada Lovelace', buyerEmail: 'ada@example.com' },
    );
    const { code } = (await issued.json()) as { code: string };
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const res = await redeem({ code, amount: '40.00', orderReference: 'SAME1' });
        return (await res.json()) as RedeemAnswer;
      }),
    );
    expect(answers.every((a) => a.redeemed && a.amount === '40.00')).toBe(true);
    const last = await redeem({ code, amount: '1.00', orderReference: 'OTHER' });
    expect(((await last.json()) as RedeemAnswer).balance).toBe('59.00');
  });
});
