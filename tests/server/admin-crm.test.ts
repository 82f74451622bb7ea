import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  CRM_TEXT,
  type CrmCompany,
  type CrmCompanyRow,
  type Registration,
} from '#contract/admin-crm';
import { CrmCompanyFields } from '#contract/admin-crm-forms';
import { MSG } from '#contract/messages';
import type { Paged } from '#contract/paging';
import {
  auditLog,
  companyInterests,
  outbox,
  permissions,
  rolePermissions,
  roles,
} from '#server/db/schema';
import { auth } from './access.fixtures';
import {
  addRegistration,
  COMPANY_ADMIN,
  CRM,
  companyEdit,
  crmOperations,
  membershipOf,
  newCompany,
} from './admin-crm.fixtures';
import { ADMIN, describeEachDatabase, EDITOR, signIn } from './harness';
import { jsonCaller, signedIn } from './signed-in';

describeEachDatabase('platform admin CRM', (server) => {
  const { admin, companyAdmin } = signedIn(server, { admin: ADMIN, companyAdmin: COMPANY_ADMIN });
  const call = jsonCaller(server, admin);
  const add = async (form = newCompany()) => {
    const res = await call(`${CRM}/companies`, 'POST', form);
    expect(res.status).toBe(201);
    return ((await res.json()) as { companyId: number }).companyId;
  };
  const company = async (companyId: number) =>
    (await (await call(`${CRM}/companies/${companyId}`)).json()) as CrmCompany;
  const db = () => server().database.db;
  const auditOf = (area: string, recordId: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, area), eq(auditLog.recordId, String(recordId))));

  it('adds a company with its Admin and Editor roles, its host admin and an invitation', async () => {
    const form = newCompany();
    const companyId = await add(form);
    const made = await db()
      .select({ name: roles.name, isSystem: roles.isSystem, id: roles.id })
      .from(roles)
      .where(eq(roles.companyId, companyId));
    expect(made.map((r) => r.name).sort()).toEqual(['Admin', 'Editor']);
    expect(made.every((r) => r.isSystem)).toBe(true);
    const granted = async (roleName: string) =>
      (
        await db()
          .select({ name: permissions.name })
          .from(rolePermissions)
          .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
          .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
          .where(and(eq(roles.companyId, companyId), eq(roles.name, roleName)))
      )
        .map((p) => p.name)
        .sort();
    const every = (await db().select({ name: permissions.name }).from(permissions)).map(
      (p) => p.name,
    );
    expect(await granted('Admin')).toEqual([...every].sort());
    expect(await granted('Editor')).toEqual(every.filter((p) => p.endsWith('_read')).sort());

    const host = await membershipOf(server(), companyId, form.hostAdmin.email);
    expect(host?.m.isHostAdmin).toBe(true);
    expect(host?.m.roleId).toBe(made.find((r) => r.name === 'Admin')?.id);
    const invitations = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, host?.u.id ?? 0), eq(outbox.kind, 'invitation')));
    expect(invitations).toHaveLength(1);
    expect(invitations[0]?.payload).toEqual({ companyId });

    const view = await company(companyId);
    expect(view).toMatchObject({
      companyId,
      name: form.name,
      status: 'Active',
      contactEmail: form.contactEmail,
      hostAdmin: { email: form.hostAdmin.email, fullName: 'Ciara Byrne' },
      userCount: 1,
      applicationCount: 0,
      version: 1,
    });
    const areas = await db()
      .select({ area: auditLog.area, action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.companyId, companyId));
    expect(areas).toEqual(
      expect.arrayContaining([
        { area: 'companies', action: 'create' },
        { area: 'users', action: 'create' },
        { area: 'roles', action: 'create' },
      ]),
    );
  });

  it('lets an existing account join as host admin by membership only, and tells them', async () => {
    const companyId = await add(
      newCompany({ hostAdmin: { firstName: 'Someone', lastName: 'Else', email: EDITOR.email } }),
    );
    const host = await membershipOf(server(), companyId, EDITOR.email);
    expect(host?.m.isHostAdmin).toBe(true);
    // The account keeps its own name: only the membership is new.
    expect(host?.u.firstName).toBe('Erin');
    const notices = await db()
      .select({ kind: outbox.kind })
      .from(outbox)
      .where(
        and(
          eq(outbox.userId, host?.u.id ?? 0),
          sql`${outbox.payload} ->> 'companyId' = ${String(companyId)}`,
        ),
      );
    expect(notices).toEqual([{ kind: 'joined' }]);
  });

  it('refuses a name another company has, whatever its case, as a field error', async () => {
    const form = newCompany();
    await add(form);
    const res = await call(
      `${CRM}/companies`,
      'POST',
      newCompany({ name: form.name.toUpperCase() }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      title: CRM_TEXT.nameTaken,
      errors: { name: [CRM_TEXT.nameTaken] },
    });
    const other = await add();
    const { version } = await company(other);
    const rename = await call(`${CRM}/companies/${other}`, 'PUT', {
      ...companyEdit({ name: form.name }),
      version,
    });
    expect(rename.status).toBe(400);
    expect((await rename.json()).errors).toEqual({ name: [CRM_TEXT.nameTaken] });
  });

  it('lets only one of two simultaneous adds of the same name through', async () => {
    const name = newCompany().name;
    const results = await Promise.all(
      [name, name.toLowerCase()].map((n) =>
        call(`${CRM}/companies`, 'POST', newCompany({ name: n })),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    const loser = results.find((r) => r.status === 400) ?? results[0];
    expect((await loser?.json())?.errors).toEqual({ name: [CRM_TEXT.nameTaken] });
  });

  it('answers a stale edit 409 with the stale-record message, and audits the saved one', async () => {
    const companyId = await add();
    const read = await company(companyId);
    const edit = {
      ...companyEdit({ name: read.name, status: 'Suspended' }),
      version: read.version,
    };
    const saved = await call(`${CRM}/companies/${companyId}`, 'PUT', edit);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ status: 'Suspended', version: read.version + 1 });
    const stale = await call(`${CRM}/companies/${companyId}`, 'PUT', { ...edit, status: 'Closed' });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ title: MSG.staleRecord });
    expect((await company(companyId)).status).toBe('Suspended');
    const updates = (await auditOf('companies', companyId)).filter((a) => a.action === 'update');
    expect(updates).toHaveLength(1);
    expect(updates[0]?.changes).toMatchObject({ status: ['Active', 'Suspended'] });
  });

  it('keeps the people of a suspended company out of it until it is reopened', async () => {
    const member = await signIn(server(), COMPANY_ADMIN);
    const companyId = Number(member.selectedCompanyId);
    const asMember = auth(member.accessToken);
    const setStatus = async (status: string) => {
      const read = await company(companyId);
      const fields = Object.fromEntries(
        Object.keys(CrmCompanyFields.shape).map((key) => [key, read[key as keyof CrmCompany]]),
      );
      const res = await call(`${CRM}/companies/${companyId}`, 'PUT', {
        ...fields,
        // The demo company was made without a country, which the CRM's form requires.
        countryCode: read.countryCode || 'GB',
        status,
        version: read.version,
      });
      expect(res.status).toBe(200);
    };
    const settings = () => call(`/api/companies/${companyId}/settings`, 'GET', undefined, asMember);
    expect((await settings()).status).toBe(200);
    await setStatus('Suspended');
    try {
      // The session in hand ends at its next call, and a new sign-in finds no open company.
      expect((await settings()).status).toBe(401);
      const again = await server().fetch('/api/auth/token', {
        method: 'POST',
        body: { username: COMPANY_ADMIN.email, password: COMPANY_ADMIN.password },
      });
      expect(again.status).toBe(400);
      // The platform admin, a member of it too, is not locked out of reopening it.
      expect((await signIn(server(), ADMIN)).selectedCompanyId).toBe(companyId);
    } finally {
      await setStatus('Active');
    }
    expect((await signIn(server(), COMPANY_ADMIN)).selectedCompanyId).toBe(companyId);
  });

  it('turns a registration into a company, marked converted and linked', async () => {
    const registration = await addRegistration(server(), `Resellers ${Date.now()}`);
    const found = await call(
      `${CRM}/registrations?search=${encodeURIComponent(registration.email)}`,
    );
    expect(
      ((await found.json()) as Paged<Registration>).items.map((r) => r.registrationId),
    ).toEqual([registration.id]);
    const companyId = await add(
      newCompany({ name: registration.companyName, registrationId: registration.id }),
    );
    const after = (await (
      await call(`${CRM}/registrations/${registration.id}`)
    ).json()) as Registration;
    expect(after).toMatchObject({
      status: 'converted',
      companyId,
      linkedCompanyName: registration.companyName,
      version: 2,
    });
    const led = await call(`${CRM}/companies/${companyId}/registrations`);
    expect((await led.json()).map((r: Registration) => r.registrationId)).toEqual([
      registration.id,
    ]);
    const again = await call(
      `${CRM}/companies`,
      'POST',
      newCompany({ registrationId: registration.id }),
    );
    expect(again.status).toBe(400);
    expect((await again.json()).errors).toEqual({
      registrationId: [CRM_TEXT.registrationConverted],
    });
    expect(await auditOf('registrations', registration.id)).toHaveLength(1);
  });

  it('keeps a registration’s status and notes, stale edits refused', async () => {
    const registration = await addRegistration(server(), `Notes ${Date.now()}`);
    const path = `${CRM}/registrations/${registration.id}`;
    const saved = await call(path, 'PUT', {
      status: 'contacted',
      notes: 'Called; wants a demo.',
      version: 1,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      status: 'contacted',
      notes: 'Called; wants a demo.',
      version: 2,
    });
    const stale = await call(path, 'PUT', { status: 'declined', notes: '', version: 1 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ title: MSG.staleRecord });
    const long = await call(path, 'PUT', {
      status: 'declined',
      notes: 'x'.repeat(2001),
      version: 2,
    });
    expect(long.status).toBe(400);
    const [row] = await db()
      .select()
      .from(companyInterests)
      .where(eq(companyInterests.id, registration.id));
    expect(row?.status).toBe('contacted');
    const contacted = await call(`${CRM}/registrations?status=contacted&pageSize=100`);
    const listed = ((await contacted.json()) as Paged<Registration>).items;
    // The list shows where each registration stands: its notes come with it.
    expect(listed.find((r) => r.registrationId === registration.id)?.notes).toBe(
      'Called; wants a demo.',
    );
  });

  it('lists companies searched, filtered and sorted, refusing an unknown sort', async () => {
    const form = newCompany({ status: 'Closed', type: 'Loyalty', countryCode: 'MT' });
    const companyId = await add(form);
    const list = async (query: string) => {
      const res = await call(`${CRM}/companies?${query}`);
      expect(res.status).toBe(200);
      return (await res.json()) as Paged<CrmCompanyRow>;
    };
    const byContact = await list(`search=${encodeURIComponent(form.contactEmail)}`);
    expect(byContact.items.map((c) => c.companyId)).toEqual([companyId]);
    const filtered = await list('status=Closed&type=Loyalty&countryCode=MT&pageSize=100');
    expect(filtered.items.map((c) => c.companyId)).toContain(companyId);
    expect(filtered.items.every((c) => c.status === 'Closed' && c.type === 'Loyalty')).toBe(true);
    const all = await list('');
    expect(all.items.length).toBeLessThanOrEqual(10);
    expect(all.total).toBeGreaterThan(1);
    const newest = await list('sort=-created&pageSize=1');
    expect(newest.items[0]?.companyId).toBeGreaterThanOrEqual(companyId);
    expect((await list(`page=999`)).items).toEqual([]);
    const wildcard = await list('search=%25_');
    expect(wildcard.total).toBe(0);
    const unknown = await call(`${CRM}/companies?sort=contactEmail`);
    expect(unknown.status).toBe(400);
    expect(Object.keys((await unknown.json()).errors)).toEqual(['sort']);
  });

  it('answers 404 to a company admin who is not a platform admin, for every operation', async () => {
    const companyId = await add();
    const ids = { companyId, userId: 1, applicationId: 1, registrationId: 1 };
    for (const op of crmOperations(ids)) {
      const withBody = op.method === 'GET' ? undefined : {};
      const res = await call(op.path, op.method, withBody, companyAdmin);
      expect({ op: op.name, status: res.status }).toEqual({ op: op.name, status: 404 });
      expect(await res.json()).toEqual({ title: MSG.notFound });
      const anonymous = await call(op.path, op.method, withBody, {});
      expect({ op: op.name, status: anonymous.status }).toEqual({ op: op.name, status: 401 });
    }
  });
});
