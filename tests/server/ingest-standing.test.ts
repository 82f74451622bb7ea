import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { CrmCompany } from '#contract/admin-crm';
import { CrmCompanyFields } from '#contract/admin-crm-forms';
import { MSG } from '#contract/messages';
import { CRM, newApplication, newCompany } from './admin-crm.fixtures';
import { searchEvent, sendEvents } from './events.fixtures';
import { ADMIN, describeEachDatabase } from './harness';
import { anOrder, one, sendCustomers, sendOrders } from './ingest.fixtures';
import { signedIn } from './signed-in';

describeEachDatabase("ingestion and the company's standing in the CRM", (server) => {
  const { admin } = signedIn(server, { admin: ADMIN });
  let companyId = 0;
  let appId = 0;
  let key = '';
  beforeAll(async () => {
    const call = (path: string, method: string, body: Record<string, unknown>) =>
      server().fetch(path, { method, headers: admin, body });
    const made = await call(`${CRM}/companies`, 'POST', newCompany());
    companyId = ((await made.json()) as { companyId: number }).companyId;
    const app = await call(`${CRM}/companies/${companyId}/apps`, 'POST', newApplication());
    ({ applicationId: appId, ingestionKey: key } = (await app.json()) as {
      applicationId: number;
      ingestionKey: string;
    });
  });

  /** The company's status set in the CRM, as a platform admin saves it. */
  const setStatus = async (status: string) => {
    const path = `${CRM}/companies/${companyId}`;
    const read = (await (await server().fetch(path, { headers: admin })).json()) as CrmCompany;
    const fields = Object.fromEntries(
      Object.keys(CrmCompanyFields.shape).map((k) => [k, read[k as keyof CrmCompany]]),
    );
    const res = await server().fetch(path, {
      method: 'PUT',
      headers: admin,
      body: { ...fields, status, version: read.version },
    });
    expect(res.status).toBe(200);
  };
  const stored = async () =>
    (await one<{ orders: number; customers: number; events: number }>(
      server(),
      sql`select (select count(*)::int from orders where application_id = ${appId}) as orders,
                 (select count(*)::int from customers where application_id = ${appId}) as customers,
                 (select count(*)::int from search_events where application_id = ${appId}) as events`,
    )) ?? { orders: -1, customers: -1, events: -1 };

  it('refuses every ingestion call of a suspended, then closed, company with 403 and stores nothing', async () => {
    expect((await sendOrders(server(), appId, key, [anOrder('STAND1')])).body.created).toBe(1);
    const before = await stored();
    for (const status of ['Suspended', 'Closed'] as const) {
      await setStatus(status);
      const answers = [
        await sendOrders(server(), appId, key, [anOrder(`STAND-${status}`)]),
        await sendCustomers(server(), appId, key, [{ email: `${status}@example.com` }]),
        await sendEvents(server(), appId, key, [searchEvent(1)]),
      ];
      for (const answer of answers) {
        expect(answer).toEqual({
          status: 403,
          body: { title: MSG.siteCompanyNotActive(status) },
        });
      }
      expect(await stored()).toEqual(before);
    }
    // A wrong key still learns nothing of the company: the same 401 as for any stranger.
    expect((await sendOrders(server(), appId, 'wpk_wrong', [anOrder('STAND2')])).status).toBe(401);

    await setStatus('Active');
    expect((await sendOrders(server(), appId, key, [anOrder('STAND3')])).body.created).toBe(1);
  });
});
