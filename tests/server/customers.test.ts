import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  CUSTOMER_TEXT,
  type Customer,
  type CustomerOrderRow,
  type CustomerRow,
} from '#contract/customers';
import { MSG } from '#contract/messages';
import type { Paged } from '#contract/paging';
import { auditLog } from '#server/db/schema';
import { customers } from '#server/db/schema-travel';
import { addMember, auth } from './access.fixtures';
import {
  APP,
  addCustomer,
  addLinkedCompany,
  customersPath,
  insertOrder,
  newCustomer,
  OTHER_APP,
} from './customers.fixtures';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';
import { jsonCaller, signedIn } from './signed-in';

describeEachDatabase('customers', (server) => {
  const { admin, reader } = signedIn(server, { admin: ADMIN, reader: EDITOR });
  const call = jsonCaller(server, admin);
  const list = async (query: string, app = APP) => {
    const res = await call(`${customersPath(app)}?${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Paged<CustomerRow>;
  };
  const get = async (customerId: number, key: string) => {
    const res = await call(`${customersPath()}/${customerId}/${key}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Customer;
  };
  const db = () => server().database.db;

  it('adds a customer who then opens at id and key, with an audit row', async () => {
    const form = newCustomer();
    const { customerId, key } = await addCustomer(server(), admin, form);
    expect(key).toMatch(/^[\w-]{32}$/);
    const customer = await get(customerId, key);
    expect(customer).toMatchObject({
      firstName: 'Jane',
      lastName: form.lastName,
      email: form.email,
      dateOfBirth: '1980-05-17',
      countryCode: 'GB',
      marketingConsent: true,
      erased: false,
      linkedCompanyId: null,
      version: 1,
    });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'customers'), eq(auditLog.recordId, String(customerId))));
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('finds customers by name, email and phone, whatever the case, a page at a time', async () => {
    const surname = `Searchable${Date.now().toString(36)}`;
    for (let i = 0; i < 12; i++) {
      await addCustomer(
        server(),
        admin,
        newCustomer({
          lastName: surname,
          firstName: `F${String(i).padStart(2, '0')}`,
          phone: `+1 555 01${String(i).padStart(2, '0')}`,
        }),
      );
    }
    const first = await list(`search=${surname.toUpperCase()}&sort=name`);
    expect(first.total).toBe(12);
    expect(first.items).toHaveLength(10);
    const second = await list(`search=${surname}&page=2`);
    expect(second.items).toHaveLength(2);
    const ids = new Set([...first.items, ...second.items].map((r) => r.customerId));
    expect(ids.size).toBe(12);
    const byPhone = await list(`search=${encodeURIComponent('555 0107')}`);
    expect(byPhone.items.map((r) => r.firstName)).toContain('F07');
    const byEmail = await list(`search=${encodeURIComponent(first.items[0]?.email ?? '')}`);
    expect(byEmail.total).toBe(1);
    // A pattern character is a literal, not a wildcard.
    expect((await list(`search=${encodeURIComponent("%_'")}`)).total).toBe(0);
  });

  it('keeps the search text in step when a name changes', async () => {
    const { customerId, key } = await addCustomer(server(), admin);
    const before = await get(customerId, key);
    const renamed = `Renamed${Date.now().toString(36)}`;
    const { hotlists: _h, companyId: _c, ...fields } = before;
    const res = await call(`${customersPath()}/${customerId}/${key}`, 'PUT', {
      ...newCustomer({ email: before.email, lastName: renamed }),
      version: fields.version,
    });
    expect(res.status).toBe(200);
    expect((await list(`search=${renamed}`)).items.map((r) => r.customerId)).toEqual([customerId]);
    const [row] = await db().select().from(customers).where(eq(customers.id, customerId));
    expect(row?.searchText).toBe(`jane ${renamed} ${before.email} +44 20 7946 0000`.toLowerCase());
  });

  it('refuses a second customer with the same email in any case, as a field error', async () => {
    const form = newCustomer();
    await addCustomer(server(), admin, form);
    const res = await call(customersPath(), 'POST', {
      ...newCustomer(),
      email: form.email.toUpperCase(),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      title: CUSTOMER_TEXT.emailTaken,
      errors: { email: [CUSTOMER_TEXT.emailTaken] },
    });
    // The same email in another application is another customer.
    await addCustomer(server(), admin, { ...newCustomer(), email: form.email }, OTHER_APP);
  });

  it('answers 400 with field errors for bad input, never a 500', async () => {
    const res = await call(customersPath(), 'POST', {
      firstName: '',
      lastName: 'x'.repeat(51),
      email: 'not-an-email',
      dateOfBirth: '2021-02-30',
      countryCode: 'gb',
      linkedCompanyId: -1,
    });
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual(
      ['countryCode', 'dateOfBirth', 'email', 'firstName', 'lastName', 'linkedCompanyId'].sort(),
    );
  });

  it('links a customer only to a linked company of the same application', async () => {
    const mine = await addLinkedCompany(server(), admin);
    const theirs = await addLinkedCompany(server(), admin, undefined, OTHER_APP);
    const refused = await call(customersPath(), 'POST', newCustomer({ linkedCompanyId: theirs }));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: unknown }).errors).toEqual({
      linkedCompanyId: [CUSTOMER_TEXT.linkedCompanyUnknown],
    });
    const { customerId, key } = await addCustomer(
      server(),
      admin,
      newCustomer({ linkedCompanyId: mine }),
    );
    expect((await get(customerId, key)).linkedCompanyId).toBe(mine);
    expect((await list(`linkedCompanyId=${mine}`)).items.map((r) => r.customerId)).toEqual([
      customerId,
    ]);
  });

  it('answers 404 for a wrong key and for another application’s customer', async () => {
    const { customerId, key } = await addCustomer(server(), admin);
    const wrongKey = `${key.slice(0, 31)}${key.endsWith('A') ? 'B' : 'A'}`;
    expect((await call(`${customersPath()}/${customerId}/${wrongKey}`)).status).toBe(404);
    expect((await call(`${customersPath(OTHER_APP)}/${customerId}/${key}`)).status).toBe(404);
    const other = await addCustomer(server(), admin, newCustomer(), OTHER_APP);
    expect((await list(`search=${encodeURIComponent(other.key)}`)).total).toBe(0);
    const put = await call(`${customersPath()}/${other.customerId}/${other.key}`, 'PUT', {
      ...newCustomer(),
      version: 1,
    });
    expect(put.status).toBe(404);
  });

  it('lets a read-only member list and view but not add, edit, export or erase', async () => {
    const { customerId, key } = await addCustomer(server(), admin);
    const one = `${customersPath()}/${customerId}/${key}`;
    expect((await call(customersPath(), 'GET', undefined, reader)).status).toBe(200);
    expect((await call(one, 'GET', undefined, reader)).status).toBe(200);
    expect((await call(customersPath(), 'POST', newCustomer(), reader)).status).toBe(403);
    expect((await call(one, 'PUT', { ...newCustomer(), version: 1 }, reader)).status).toBe(403);
    expect((await call(`${one}/export.json`, 'GET', undefined, reader)).status).toBe(403);
    expect((await call(`${one}/erase`, 'POST', undefined, reader)).status).toBe(403);
    const adder = auth((await addMember(server(), 1, ['apps_customers_add'])).accessToken);
    expect((await call(customersPath(), 'POST', newCustomer(), adder)).status).toBe(201);
    expect((await call(customersPath(), 'GET', undefined, adder)).status).toBe(403);
  });

  it('refuses a stale edit with 409 and keeps the newer save', async () => {
    const { customerId, key } = await addCustomer(server(), admin);
    const path = `${customersPath()}/${customerId}/${key}`;
    const { email } = await get(customerId, key);
    const first = await call(path, 'PUT', {
      ...newCustomer({ email, firstName: 'First' }),
      version: 1,
    });
    expect(first.status).toBe(200);
    const second = await call(path, 'PUT', {
      ...newCustomer({ email, firstName: 'Second' }),
      version: 1,
    });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ title: MSG.staleRecord });
    expect((await get(customerId, key)).firstName).toBe('First');
  });

  it('lists the customer’s orders newest booking first, with totals as decimal strings', async () => {
    const form = newCustomer();
    const { customerId, key } = await addCustomer(server(), admin, form);
    const order = await insertOrder(db(), {
      customerId,
      firstName: 'Jane',
      lastName: form.lastName,
      email: form.email,
    });
    const res = await call(`${customersPath()}/${customerId}/${key}/orders`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as Paged<CustomerOrderRow>;
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      orderId: order.orderId,
      key: order.key,
      reference: order.reference,
      total: '770.50',
      paid: '200.00',
      currency: 'GBP',
    });
    expect((await call(`${customersPath()}/${customerId}/wrong-key/orders`)).status).toBe(404);
  });
});
