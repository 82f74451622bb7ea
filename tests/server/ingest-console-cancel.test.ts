import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { INGEST_TEXT } from '#contract/ingest-order';
import type { Order } from '#contract/orders';
import { rows } from '#server/db/rows';
import { creditLedger, orderTimeline } from '#server/db/schema-travel';
import { addMember, auth } from './access.fixtures';
import { ADMIN, describeEachDatabase } from './harness';
import {
  anOrder,
  companyWithCredit,
  creditOf,
  ingestionKey,
  one,
  sendOrders,
} from './ingest.fixtures';
import { addApplication } from './orders-fixture';
import { signedIn } from './signed-in';

const LIMIT = 100_000;
const RESENDS = 10;

describeEachDatabase(
  'a console cancellation against the booking site’s resends',
  (server, kind) => {
    let staff: Record<string, string> = {};
    let app = 0;
    let key = '';
    const { admin } = signedIn(server, { admin: ADMIN });
    beforeAll(async () => {
      app = await addApplication(server().database.db);
      key = await ingestionKey(server(), admin, app);
      staff = auth(
        (await addMember(server(), 1, ['apps_orders_process', 'apps_orders_cancel'])).accessToken,
      );
    });

    /** An order paid 50.00 on account with a fresh company's credit, as the site sends it. */
    async function paidOnAccount(reference: string) {
      const credit = await companyWithCredit(server(), app, `Account ${reference}`, LIMIT);
      const order = (agent: string) =>
        anOrder(reference, {
          agent,
          payments: [
            {
              amount: '50.00',
              status: 'Paid',
              date: '2026-03-02',
              type: 'account',
              linkedCompanyId: credit.companyId,
            },
          ],
        });
      const sent = await sendOrders(server(), app, key, [order('Web')]);
      expect(sent.body.created).toBe(1);
      const id = (sent.body.orders as { id: number }[])[0]?.id ?? 0;
      const row = await one<{ key: string }>(
        server(),
        sql`select key from orders where id = ${id}`,
      );
      return {
        ...credit,
        order,
        id,
        path: `/api/applications/${app}/ordermanager/${id}/${row?.key}`,
      };
    }
    const read = async (path: string) =>
      (await (await server().fetch(path, { headers: staff })).json()) as Order;
    /** Cancel as staff do: on the page as it stands, reloading when a change got in first. */
    async function cancel(path: string, itemIds?: number[]) {
      for (;;) {
        const { version } = await read(path);
        const res = await server().fetch(`${path}/cancel`, {
          method: 'POST',
          headers: staff,
          body: { reason: 'Customer called to cancel', version, ...(itemIds ? { itemIds } : {}) },
        });
        if (res.status !== 409) return res.status;
      }
    }
    const ledgerOf = (orderId: number) =>
      server()
        .database.db.select({ kind: creditLedger.kind, amount: creditLedger.amountMinor })
        .from(creditLedger)
        .where(eq(creditLedger.orderId, orderId))
        .orderBy(asc(creditLedger.id));
    const stepsOf = (orderId: number) =>
      server()
        .database.db.select({ id: orderTimeline.id, kind: orderTimeline.kind })
        .from(orderTimeline)
        .where(eq(orderTimeline.orderId, orderId))
        .orderBy(asc(orderTimeline.id));
    const rejectedAsCancelled = (reference: string) => ({
      created: 0,
      updated: 0,
      unchanged: 0,
      rejected: [{ index: 0, reference, reasons: [INGEST_TEXT.cancelledInConsole] }],
      orders: [{ reference, outcome: 'rejected', id: null }],
    });

    it('refuses a resend of an order cancelled in the console, and charges no credit again', async () => {
      const paid = await paidOnAccount('CXL1');
      expect(await cancel(paid.path)).toBe(200);
      const cancelled = await read(paid.path);
      expect(await ledgerOf(paid.id)).toEqual([
        { kind: 'order', amount: -5000 },
        { kind: 'refund', amount: 5000 },
      ]);

      // The site resends it with only the agent changed, then exactly as it first sent it.
      for (const agent of ['Call centre', 'Web']) {
        const resend = await sendOrders(server(), app, key, [paid.order(agent)]);
        expect(resend).toEqual({ status: 200, body: rejectedAsCancelled('CXL1') });
      }
      const after = await read(paid.path);
      expect(after).toMatchObject({
        status: 'Cancelled',
        agent: 'Web',
        version: cancelled.version,
      });
      expect(after.items.map((i) => i.status)).toEqual(['Cancelled', 'Cancelled']);
      expect((await ledgerOf(paid.id)).length).toBe(2);
      expect(await creditOf(server(), paid.accountId)).toMatchObject({
        balance: LIMIT,
        ledger: LIMIT,
      });
    });

    it('refuses a resend once some of the items were cancelled in the console', async () => {
      const paid = await paidOnAccount('CXL2');
      const first = (await read(paid.path)).items[0]?.itemId ?? 0;
      expect(await cancel(paid.path, [first])).toBe(200);
      const before = await read(paid.path);
      expect(before.status).toBe('Partially cancelled');
      const resend = await sendOrders(server(), app, key, [paid.order('Call centre')]);
      expect(resend.body).toEqual(rejectedAsCancelled('CXL2'));
      expect(await read(paid.path)).toEqual(before);
    });

    it('still takes changes to orders the console never cancelled', async () => {
      const paid = await paidOnAccount('CXL3');
      const resend = await sendOrders(server(), app, key, [paid.order('Call centre')]);
      expect(resend.body).toMatchObject({ updated: 1, rejected: [] });
      expect((await read(paid.path)).agent).toBe('Call centre');
    });

    it(`cancels once against ${RESENDS} parallel resends: each resend lands before the cancel or is refused`, async () => {
      const paid = await paidOnAccount('CXLRACE');
      const [cancelled, ...resends] = await Promise.all([
        cancel(paid.path),
        ...Array.from({ length: RESENDS }, (_, i) =>
          sendOrders(server(), app, key, [paid.order(`Agent ${i}`)]),
        ),
      ]);
      expect(cancelled).toBe(200);
      const outcomes = resends.map((r) => (r.body.orders as { outcome: string }[])[0]?.outcome);
      expect(outcomes.every((o) => o === 'updated' || o === 'rejected')).toBe(true);
      for (const r of resends.filter((_, i) => outcomes[i] === 'rejected')) {
        expect(r.body).toEqual(rejectedAsCancelled('CXLRACE'));
      }

      // One cancellation; every change the site made is on the timeline before it, none after.
      const steps = (await stepsOf(paid.id)).map((s) => s.kind);
      expect(steps.filter((k) => k === 'cancelled')).toHaveLength(1);
      expect(steps.at(-1)).toBe('cancelled');
      expect(steps.filter((k) => k === 'updated')).toHaveLength(
        outcomes.filter((o) => o === 'updated').length,
      );
      const order = await read(paid.path);
      expect(order.status).toBe('Cancelled');
      expect(order.items.every((i) => i.status === 'Cancelled')).toBe(true);

      // Charged once, given back once: the order's ledger nets to zero.
      const ledger = await ledgerOf(paid.id);
      expect(ledger).toEqual([
        { kind: 'order', amount: -5000 },
        { kind: 'refund', amount: 5000 },
      ]);
      expect(await creditOf(server(), paid.accountId)).toMatchObject({
        balance: LIMIT,
        ledger: LIMIT,
      });
    });

    // The one interleaving the parallel run may not hit: the resend has read the order as
    // uncancelled and waits for its row while the cancel commits. PostgreSQL only: PGlite has
    // one connection, so nothing can wait on a row there.
    it.runIf(kind === 'postgres')(
      'refuses a resend that read the order before a cancel committed and waited for its row',
      async () => {
        const paid = await paidOnAccount('CXLWAIT');
        const { version } = await read(paid.path);
        const db = server().database.db;
        let cancelled: Promise<Response> | undefined;
        let resent: ReturnType<typeof sendOrders> | undefined;
        await db.transaction(async (tx) => {
          // Holds the order's row, so the cancel queues for it first and the resend behind it.
          await tx.execute(sql`select id from orders where id = ${paid.id} for update`);
          const [holder] = await rows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
          const held = holder?.pid ?? 0;
          cancelled = server().fetch(`${paid.path}/cancel`, {
            method: 'POST',
            headers: staff,
            body: { reason: 'Customer called to cancel', version },
          });
          const canceller = await waitingOn(held);
          resent = sendOrders(server(), app, key, [paid.order('Late agent')]);
          await waitingOn(canceller, held);
        });
        expect((await cancelled)?.status).toBe(200);
        expect((await resent)?.body).toEqual(rejectedAsCancelled('CXLWAIT'));
        expect(await ledgerOf(paid.id)).toEqual([
          { kind: 'order', amount: -5000 },
          { kind: 'refund', amount: 5000 },
        ]);
        expect((await read(paid.path)).status).toBe('Cancelled');
      },
    );

    /** The backend that is waiting for a lock `blocker` holds (or `also` holds), once it waits. */
    async function waitingOn(blocker: number, also = blocker): Promise<number> {
      for (;;) {
        const [found] = await rows<{ pid: number }>(
          server().database.db,
          sql`select pid from pg_stat_activity
             where ${blocker}::int = any(pg_blocking_pids(pid))
                or ${also}::int = any(pg_blocking_pids(pid)) and pid <> ${blocker}::int
             order by pid desc limit 1`,
        );
        if (found) return found.pid;
      }
    }
  },
);
