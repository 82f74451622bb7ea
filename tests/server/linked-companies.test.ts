import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { CustomerRow } from '#contract/customers';
import { LINKED_TEXT, type LinkedCompany, type LinkedCompanyRow } from '#contract/linked-companies';
import type { Paged } from '#contract/paging';
import { auditLog } from '#server/db/schema';
import {
  addCustomer,
  addLinkedCompany,
  companiesPath,
  newCustomer,
  newLinkedCompany,
  OTHER_APP,
} from './customers.fixtures';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';
import { jsonCaller, signedIn } from './signed-in';

describeEachDatabase('linked companies', (server) => {
  const { admin, reader } = signedIn(server, { admin: ADMIN, reader: EDITOR });
  const call = jsonCaller(server, admin);
  const get = async (id: number) => {
    const res = await call(`${companiesPath()}/${id}`);
    expect(res.status).toBe(200);
    return (await res.json()) as LinkedCompany;
  };

  it('adds a company, finds it by name and filters by status', async () => {
    const tag = `Searchco${Date.now().toString(36)}`;
    const active = await addLinkedCompany(
      server(),
      admin,
      newLinkedCompany({ name: `${tag} Alpha` }),
    );
    const held = await addLinkedCompany(
      server(),
      admin,
      newLinkedCompany({ name: `${tag} Beta`, status: 'On hold' }),
    );
    const res = await call(`${companiesPath()}?search=${tag.toLowerCase()}&sort=-name`);
    const page = (await res.json()) as Paged<LinkedCompanyRow>;
    expect(page.items.map((r) => r.linkedCompanyId)).toEqual([held, active]);
    const onHold = (await (
      await call(`${companiesPath()}?search=${tag}&status=On%20hold`)
    ).json()) as Paged<LinkedCompanyRow>;
    expect(onHold.items.map((r) => r.name)).toEqual([`${tag} Beta`]);
    expect(await get(active)).toMatchObject({
      status: 'Active',
      membershipLevel: 'Corporate',
      userCount: 0,
      version: 1,
    });
  });

  it('refuses a duplicate name in the application as a field error', async () => {
    const form = newLinkedCompany();
    await addLinkedCompany(server(), admin, form);
    const res = await call(companiesPath(), 'POST', { ...form, name: form.name.toUpperCase() });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      title: LINKED_TEXT.nameTaken,
      errors: { name: [LINKED_TEXT.nameTaken] },
    });
    await addLinkedCompany(server(), admin, form, OTHER_APP);
  });

  it('edits on the version read: a stale save is 409, and the change is audited', async () => {
    const id = await addLinkedCompany(server(), admin);
    const form = newLinkedCompany({ status: 'Closed' });
    expect((await call(`${companiesPath()}/${id}`, 'PUT', { ...form, version: 1 })).status).toBe(
      200,
    );
    const stale = await call(`${companiesPath()}/${id}`, 'PUT', { ...form, version: 1 });
    expect(stale.status).toBe(409);
    expect((await get(id)).status).toBe('Closed');
    const trail = await server()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'linkedCompanies'), eq(auditLog.recordId, String(id))));
    expect(trail.map((a) => a.action).sort()).toEqual(['create', 'update']);
    expect(trail.find((a) => a.action === 'update')?.changes).toMatchObject({
      status: ['Active', 'Closed'],
    });
  });

  it('lists its users: the customers linked to it', async () => {
    const id = await addLinkedCompany(server(), admin);
    const a = await addCustomer(server(), admin, newCustomer({ linkedCompanyId: id }));
    await addCustomer(server(), admin);
    const res = await call(`${companiesPath()}/${id}/users`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as Paged<CustomerRow>;
    expect(page.items.map((r) => r.customerId)).toEqual([a.customerId]);
    expect((await get(id)).userCount).toBe(1);
  });

  it('is 404 from another application, and read-only members cannot add or edit', async () => {
    const id = await addLinkedCompany(server(), admin);
    expect((await call(`${companiesPath(OTHER_APP)}/${id}`)).status).toBe(404);
    expect((await call(`${companiesPath(OTHER_APP)}/${id}/users`)).status).toBe(404);
    expect((await call(companiesPath(), 'GET', undefined, reader)).status).toBe(200);
    expect((await call(`${companiesPath()}/${id}`, 'GET', undefined, reader)).status).toBe(200);
    expect((await call(companiesPath(), 'POST', newLinkedCompany(), reader)).status).toBe(403);
    expect(
      (await call(`${companiesPath()}/${id}`, 'PUT', { ...newLinkedCompany(), version: 1 }, reader))
        .status,
    ).toBe(403);
  });
});
