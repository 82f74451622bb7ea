import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { VoucherUse } from '#contract/promo-codes';
import { addMember, auth } from './access.fixtures';
import { ADMIN, describeEachDatabase } from './harness';
import { anOrder, ingestionKey, one, sendOrders } from './ingest.fixtures';
import { addPromoApp, redemption, siteCalls, storeCode, storeRule } from './promo-codes.fixtures';
import { signedIn } from './signed-in';

const REQUESTS = 100;
const USES_LEFT = 10;

describeEachDatabase('promo code redemptions in parallel', (server) => {
  const { admin } = signedIn(server, { admin: ADMIN });
  let app = 0;
  let key = '';
  const site = siteCalls(
    server,
    () => app,
    () => key,
  );
  beforeAll(async () => {
    app = await addPromoApp(server());
    key = await ingestionKey(server(), admin, app);
  });
  const usesOf = async (codeId: number) =>
    (
      await one<{ uses: number }>(
        server(),
        sql`select uses from voucher_codes where id = ${codeId}`,
      )
    )?.uses;

  it(`succeeds exactly ${USES_LEFT} times out of ${REQUESTS} for a code with ${USES_LEFT} uses left`, async () => {
    const ruleId = await storeRule(server(), app);
    const code = await storeCode(server(), app, ruleId, USES_LEFT + 5, 'RACE-10');
    // Five uses taken already: ten left.
    for (let i = 0; i < 5; i++) await site.redeem(redemption(code.code, `EARLY-${i}`));
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) => site.redeem(redemption(code.code, `RACE-${i}`))),
    );
    const granted = answers.filter((a) => a.redeemed);
    expect(granted).toHaveLength(USES_LEFT);
    expect(new Set(answers.filter((a) => !a.redeemed).map((a) => a.reason))).toEqual(
      new Set(['usedUp']),
    );
    expect(await usesOf(code.id)).toBe(USES_LEFT + 5);
    const live = await one<{ n: number }>(
      server(),
      sql`select count(*)::int as n from voucher_redemptions
          where code_id = ${code.id} and released_at is null`,
    );
    expect(live?.n).toBe(USES_LEFT + 5);
  });

  it('counts one use for the same order sent many times at once', async () => {
    const ruleId = await storeRule(server(), app);
    const code = await storeCode(server(), app, ruleId, 5, 'RACE-SAME');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => site.redeem(redemption(code.code, 'SAME-1'))),
    );
    expect(answers.every((a) => a.redeemed && a.discount === '50.00')).toBe(true);
    expect(await usesOf(code.id)).toBe(1);
  });

  it('gives the code back when the console cancels the order', async () => {
    const staff = auth(
      (await addMember(server(), 1, ['apps_orders_process', 'apps_orders_cancel'])).accessToken,
    );
    const ruleId = await storeRule(server(), app);
    const code = await storeCode(server(), app, ruleId, 1, 'CANCEL-ME');
    const sent = await sendOrders(server(), app, key, [anOrder('PROMO-CXL')]);
    const orderId = (sent.body.orders as { id: number }[])[0]?.id ?? 0;
    const order = await one<{ key: string }>(
      server(),
      sql`select key from orders where id = ${orderId}`,
    );
    expect((await site.redeem(redemption(code.code, 'PROMO-CXL'))).redeemed).toBe(true);
    expect(await site.redeem(redemption(code.code, 'OTHER-1'))).toMatchObject({
      reason: 'usedUp',
    });

    const path = `/api/applications/${app}/ordermanager/${orderId}/${order?.key}`;
    const { version } = (await (await server().fetch(path, { headers: staff })).json()) as {
      version: number;
    };
    const res = await server().fetch(`${path}/cancel`, {
      method: 'POST',
      headers: staff,
      body: { reason: 'Customer called to cancel', version },
    });
    expect(res.status).toBe(200);
    expect(await usesOf(code.id)).toBe(0);
    const uses = (await (
      await server().fetch(`/api/applications/${app}/voucherCodes/${code.id}/uses`, {
        headers: admin,
      })
    ).json()) as { items: VoucherUse[] };
    expect(uses.items[0]).toMatchObject({ orderReference: 'PROMO-CXL' });
    expect(uses.items[0]?.released).not.toBeNull();
    // The use is free for another order, and the site's own release finds nothing left to give.
    expect(await site.release({ code: code.code, orderReference: 'PROMO-CXL' })).toBe(false);
    expect((await site.redeem(redemption(code.code, 'OTHER-1'))).redeemed).toBe(true);
  });
});
