import { type APIRequestContext, expect } from '@playwright/test';
import type { FoundValues } from '../src/routing/example-paths';
import { E2E_ADMIN } from './env';

/** The demo application the pages are opened in (the route table's `applicationId` example). */
const APP = '/api/applications/1';

type Page<T> = { items: T[] };

/** GETs as the admin, signing in again when the short-lived access token (5 s in e2e) lapsed. */
function adminApi(request: APIRequestContext) {
  let token = '';
  const signIn = async () => {
    const answer = await request.post('/api/auth/token', {
      data: { username: E2E_ADMIN.email, password: E2E_ADMIN.password },
    });
    expect(answer.status()).toBe(200);
    token = ((await answer.json()) as { accessToken: string }).accessToken;
  };
  return async <T>(path: string): Promise<T> => {
    if (!token) await signIn();
    let answer = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
    if (answer.status() === 401) {
      await signIn();
      answer = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
    }
    expect(answer.status(), path).toBe(200);
    return (await answer.json()) as T;
  };
}

/**
 * One of each record the demo loads in the background once the server listens
 * (src/routing/param-examples.ts): a customer with a hotlist, an order, a linked company with a
 * credit account. Asked again until the load has made them; the oldest first, so the demo's.
 */
export async function foundExamples(request: APIRequestContext): Promise<FoundValues> {
  const get = adminApi(request);
  let values: FoundValues | undefined;
  await expect(async () => {
    values = {
      ...(await customerWithHotlist(get)),
      ...(await order(get)),
      ...(await credit(get)),
      applicationWidgetId: await applicationWidget(get),
    };
  }).toPass({ timeout: 300_000 }); // ends a hang only: the load's pace depends on the machine
  if (!values) throw new Error('unreachable: toPass passed');
  return values;
}

type Get = ReturnType<typeof adminApi>;

async function customerWithHotlist(get: Get) {
  const customers = await get<Page<{ customerId: number; key: string }>>(
    `${APP}/customers?sort=created&pageSize=100`,
  );
  for (const { customerId, key } of customers.items) {
    const customer = await get<{ hotlists: { hotlistId: number }[] }>(
      `${APP}/customers/${customerId}/${key}`,
    );
    const hotlist = customer.hotlists[0];
    if (hotlist) {
      return {
        customerId: String(customerId),
        customerKey: key,
        hotlistId: String(hotlist.hotlistId),
      };
    }
  }
  throw new Error('no demo customer with a hotlist yet');
}

async function order(get: Get) {
  const orders = await get<Page<{ orderId: number; orderKey: string }>>(
    `${APP}/ordermanager/myorders?pageSize=1`,
  );
  const first = orders.items[0];
  if (!first) throw new Error('no demo order yet');
  return { orderId: String(first.orderId), orderKey: first.orderKey };
}

async function credit(get: Get) {
  const companies = await get<Page<{ linkedCompanyId: number }>>(
    `${APP}/companies?sort=created&pageSize=100`,
  );
  for (const { linkedCompanyId } of companies.items) {
    const accounts = await get<Page<{ creditId: number }>>(
      `${APP}/companies/${linkedCompanyId}/credit`,
    );
    const account = accounts.items[0];
    if (account) {
      return { linkedCompanyId: String(linkedCompanyId), creditId: String(account.creditId) };
    }
  }
  throw new Error('no demo linked company with credit yet');
}

async function applicationWidget(get: Get) {
  const dashboard = await get<{ widgets: { instanceId: number }[] }>(`${APP}/dashboards/0`);
  const first = dashboard.widgets[0];
  if (!first) throw new Error("the demo application's dashboard has no widget");
  return String(first.instanceId);
}
