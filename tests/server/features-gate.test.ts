import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { AppFeature } from '#contract/application-form';
import { MSG } from '#contract/messages';
import { applications } from '#server/db/schema';
import { addCustomer, addLinkedCompany, customersPath } from './customers.fixtures';
import { ADMIN, describeEachDatabase } from './harness';
import { addApplication, addOrder, dayOffset } from './orders-fixture';
import { signedIn } from './signed-in';

/**
 * Features gate areas by name (spec section 6): without its feature an application has no
 * such area, even for an admin, and its records are as absent as another company's.
 */
describeEachDatabase('areas behind application features', (server) => {
  const { admin } = signedIn(server, { admin: ADMIN });
  let app = 0;
  const pages: Record<'orders' | 'customers' | 'companies', string[]> = {
    orders: [],
    customers: [],
    companies: [],
  };

  beforeAll(async () => {
    const db = server().database.db;
    app = await addApplication(db);
    const order = await addOrder(db, { applicationId: app, bookingDate: dayOffset(-1) });
    const customer = await addCustomer(server(), admin, undefined, app);
    const company = await addLinkedCompany(server(), admin, undefined, app);
    const base = `/api/applications/${app}`;
    pages.orders = [
      `${base}/ordermanager/myorders`,
      `${base}/ordermanager/${order.orderId}/${order.orderKey}`,
    ];
    pages.customers = [
      customersPath(app),
      `${customersPath(app)}/${customer.customerId}/${customer.key}`,
    ];
    pages.companies = [`${base}/companies`, `${base}/companies/${company}`];
  });

  const switchOn = (features: AppFeature[]) =>
    server().database.db.update(applications).set({ features }).where(eq(applications.id, app));
  const statuses = async (paths: string[]) =>
    Promise.all(paths.map(async (path) => (await server().fetch(path, { headers: admin })).status));

  it('answers 404 for the orders list and an order without the orders feature', async () => {
    await switchOn(['customers']);
    expect(await statuses(pages.orders)).toEqual([404, 404]);
    const res = await server().fetch(pages.orders[0] ?? '', { headers: admin });
    expect(await res.json()).toEqual({ title: MSG.notFound });
    // The other area stays: each feature gates only its own.
    expect(await statuses(pages.customers)).toEqual([200, 200]);
    await switchOn(['orders']);
    expect(await statuses(pages.orders)).toEqual([200, 200]);
  });

  it('answers 404 for customers and linked companies without the customers feature', async () => {
    await switchOn(['orders']);
    expect(await statuses([...pages.customers, ...pages.companies])).toEqual([404, 404, 404, 404]);
    expect(await statuses(pages.orders)).toEqual([200, 200]);
    await switchOn(['customers']);
    expect(await statuses([...pages.customers, ...pages.companies])).toEqual([200, 200, 200, 200]);
  });
});
