import { beforeAll, expect, it } from 'vitest';
import type { AuditEntry } from '#contract/audit';
import type { Paged } from '#contract/paging';
import { auth } from './access.fixtures';
import { addRegistration, COMPANY_ADMIN, CRM, companyEdit, newCompany } from './admin-crm.fixtures';
import { ADMIN, describeEachDatabase, signIn } from './harness';
import { post, tokenPair } from './session.fixtures';

const PLATFORM = '/api/admin/audit';

describeEachDatabase('platform audit trail', (server) => {
  let admin: Record<string, string> = {};
  let companyAdmin: Record<string, string> = {};
  beforeAll(async () => {
    admin = auth((await signIn(server(), ADMIN)).accessToken);
    companyAdmin = auth((await signIn(server(), COMPANY_ADMIN)).accessToken);
  });
  const call = (path: string, as = admin, method = 'GET', body?: Record<string, unknown>) =>
    server().fetch(path, { method, headers: as, ...(body ? { body } : {}) });
  const read = async (path: string, as = admin) => {
    const res = await call(path, as);
    expect(res.status).toBe(200);
    return (await res.json()) as Paged<AuditEntry>;
  };

  /**
   * A registration followed up, then made a company whose host admin is the demo company's
   * admin (an existing account, so she can read the new company's trail).
   */
  async function convertedRegistration() {
    const registration = await addRegistration(server(), `Prospect ${Date.now()}`);
    const path = `${CRM}/registrations/${registration.id}`;
    const body = { status: 'contacted', notes: 'Called them', version: registration.version };
    expect((await call(path, admin, 'PUT', body)).status).toBe(200);
    const host = { firstName: 'Olivia', lastName: 'Hart', email: COMPANY_ADMIN.email };
    const form = newCompany({ registrationId: registration.id, hostAdmin: host });
    const made = await call(`${CRM}/companies`, admin, 'POST', form);
    expect(made.status).toBe(201);
    const { companyId } = (await made.json()) as { companyId: number };
    return { registration, companyId, form };
  }

  it("shows a platform admin the registrations' changes, counted as they are listed", async () => {
    const { registration } = await convertedRegistration();
    const trail = await read(`${PLATFORM}?search=${encodeURIComponent(registration.companyName)}`);
    expect(trail.items.map((e) => [e.area, e.recordId, e.action])).toEqual([
      ['registrations', String(registration.id), 'update'],
      ['registrations', String(registration.id), 'update'],
    ]);
    expect(trail.items[0]?.changes.status).toEqual(['contacted', 'converted']);
    expect(trail.items[1]?.actor).toMatchObject({ kind: 'user', email: ADMIN.email });
    expect(trail.total).toBe(2);
    // The whole trail holds platform rows only, and its total is what its pages show.
    const all = await read(`${PLATFORM}?pageSize=100`);
    expect(new Set(all.items.map((e) => e.area))).toEqual(new Set(['registrations']));
    expect(all.total).toBe(all.items.length);
    const history = await read(`${PLATFORM}/registrations/${registration.id}`);
    expect(history.items.map((e) => e.changes.status)).toEqual([
      ['contacted', 'converted'],
      ['new', 'contacted'],
    ]);
    expect(history.total).toBe(2);
  });

  it("keeps a converted registration's rows out of the company's trail and its total", async () => {
    const { companyId, form } = await convertedRegistration();
    // Its host admin acts in the new company with a token for it.
    const tokens = { ...tokenPair(await signIn(server(), COMPANY_ADMIN)), companyId };
    const switched = await server().fetch('/api/auth/switchToken', post(tokens));
    const host = auth(((await switched.json()) as { accessToken: string }).accessToken);
    const trail = await read(`/api/companies/${companyId}/audit?pageSize=100`, host);
    expect(trail.items.map((e) => e.area).sort()).toEqual(['companies', 'roles', 'roles', 'users']);
    expect(trail.total).toBe(trail.items.length);
    // The CRM's page of the host admin shows their History in the company.
    const hostId = trail.items.find((e) => e.area === 'users')?.recordId;
    const hostHistory = await read(`${PLATFORM}/companies/${companyId}/users/${hostId}`);
    expect(hostHistory.items.map((e) => [e.action, e.changes.isHostAdmin])).toEqual([
      ['create', [null, true]],
    ]);
    const refused = await call(`/api/companies/${companyId}/audit?area=registrations`, host);
    expect(refused.status).toBe(400);
    // The CRM's company page shows the company record's History, whoever changed it.
    const edit = companyEdit({ name: `${form.name} Ltd`, version: 1 });
    expect((await call(`${CRM}/companies/${companyId}`, admin, 'PUT', edit)).status).toBe(200);
    const history = await read(`${PLATFORM}/companies/${companyId}`);
    expect(history.items.map((e) => e.action)).toEqual(['update', 'create']);
    expect(history.items[0]?.changes.name).toEqual([form.name, `${form.name} Ltd`]);
    expect(history.total).toBe(2);
  });

  it('answers a company admin 404 on every platform audit route', async () => {
    const paths = [
      PLATFORM,
      `${PLATFORM}/registrations/1`,
      `${PLATFORM}/companies/1`,
      `${PLATFORM}/companies/1/users/1`,
      `${PLATFORM}/companies/1/applications/1`,
    ];
    for (const path of paths) {
      expect((await call(path, companyAdmin)).status).toBe(404);
    }
  });
});
