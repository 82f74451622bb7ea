import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { AuditEntry } from '#contract/audit';
import { MSG } from '#contract/messages';
import type { Paged } from '#contract/paging';
import { MASKED } from '#server/audit/diff';
import { purgeAudit } from '#server/audit/purge';
import { auditLog, roles, users } from '#server/db/schema';
import { addCompany, addMember, addRole, auth } from './access.fixtures';
import { ADMIN, describeEachDatabase } from './harness';
import { signedIn } from './signed-in';

const audit = '/api/companies/1/audit';

describeEachDatabase('audit trail', (server) => {
  const { admin } = signedIn(server, { admin: ADMIN });
  let adminId = 0;
  beforeAll(async () => {
    const [row] = await server()
      .database.db.select({ id: users.id })
      .from(users)
      .where(eq(users.email, ADMIN.email));
    adminId = row?.id ?? 0;
  });
  const get = async (path: string, headers = admin) =>
    (await (await server().fetch(path, { headers })).json()) as Paged<AuditEntry>;
  /** A save made on a fresh read: it sends the role's current version. */
  const editRole = async (roleId: number, roleName: string, headers = admin) => {
    const [row] = await server()
      .database.db.select({ version: roles.version })
      .from(roles)
      .where(eq(roles.id, roleId));
    return server().fetch(`/api/companies/1/roles/${roleId}`, {
      method: 'PUT',
      headers,
      body: {
        roleName,
        roleDescription: 'Audited',
        companyId: 1,
        selectedPermissionIds: [1],
        version: row?.version ?? 1,
      },
    });
  };

  it("shows a role's edit in the company's trail and in the role's History, before and after", async () => {
    const roleId = await addRole(server(), 1, 'Audit before');
    expect((await editRole(roleId, 'Audit after')).status).toBe(200);
    const [latest] = (await get(audit)).items;
    expect(latest).toMatchObject({
      area: 'roles',
      recordId: String(roleId),
      label: 'Audit after',
      action: 'update',
      actor: { userId: adminId, email: ADMIN.email },
    });
    expect(latest?.changes.name).toEqual(['Audit before', 'Audit after']);
    const history = await get(`${audit}/roles/${roleId}`);
    expect(history.total).toBe(1);
    expect(history.items[0]?.changes.name).toEqual(['Audit before', 'Audit after']);
  });

  it('masks a regenerated ingestion key', async () => {
    const rotate = () =>
      server().fetch('/api/companies/1/applications/1/ingestionKey', {
        method: 'POST',
        headers: admin,
      });
    await rotate();
    const { ingestionKey } = (await (await rotate()).json()) as { ingestionKey: string };
    const [latest] = (await get(`${audit}/applications/1`)).items;
    expect(latest?.changes).toEqual({ ingestionKey: [MASKED, MASKED] });
    expect(JSON.stringify(latest)).not.toContain(ingestionKey);
  });

  it('filters by user, area and date range, newest first, 10 to a page', async () => {
    const member = await addMember(server(), 1, ['company_roles_edit']);
    const roleId = await addRole(server(), 1, 'Filtered role');
    for (let i = 0; i < 11; i++) await editRole(roleId, `Filtered ${i}`, auth(member.accessToken));
    const mine = await get(`${audit}?actorId=${member.userId}`);
    expect(mine.total).toBe(11);
    expect(mine.items).toHaveLength(10);
    expect(mine.items[0]?.label).toBe('Filtered 10');
    expect((await get(`${audit}?actorId=${member.userId}&page=2`)).items).toHaveLength(1);
    expect((await get(`${audit}?actorId=${member.userId}&area=applications`)).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const day = `actorId=${member.userId}&from=${today}&to=${today}`;
    expect((await get(`${audit}?${day}`)).total).toBe(11);
    expect((await get(`${audit}?actorId=${member.userId}&to=2000-01-01`)).total).toBe(0);
    const areas = new Set(
      (await get(`${audit}?area=applications&pageSize=100`)).items.map((e) => e.area),
    );
    expect([...areas]).toEqual(['applications']);
  });

  it("answers another company's admin 404 and a member without the permission 403", async () => {
    const rivals = await addCompany(server(), 'Audit Rivals');
    const stranger = await addMember(server(), rivals, [
      'company_roles_edit',
      'company_roles_read',
    ]);
    const stray = await server().fetch(audit, { headers: auth(stranger.accessToken) });
    expect(stray.status).toBe(404);
    const reader = await addMember(server(), 1, ['company_users_read']);
    const refused = await server().fetch(audit, { headers: auth(reader.accessToken) });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ title: MSG.notAllowed });
    // A record's History needs the area's read permission: users yes, roles no.
    expect(
      (await server().fetch(`${audit}/users/1`, { headers: auth(reader.accessToken) })).status,
    ).toBe(200);
    expect(
      (await server().fetch(`${audit}/roles/1`, { headers: auth(reader.accessToken) })).status,
    ).toBe(403);
  });

  it('writes no audit row for a change that failed', async () => {
    const roleId = await addRole(server(), 1, 'Failing role');
    await addRole(server(), 1, 'Taken name');
    expect((await editRole(roleId, 'Taken name')).status).toBe(400);
    // A system role cannot be edited: refused inside the transaction, after the first read.
    expect((await editRole(1, 'Renamed admin')).status).toBe(400);
    expect((await get(`${audit}/roles/${roleId}`)).total).toBe(0);
    expect((await get(`${audit}/roles/1`)).total).toBe(0);
  });

  it('records a user added, edited and removed, and the users moved off a deleted role', async () => {
    const roleId = await addRole(server(), 1, 'Leaving role');
    const body = {
      email: 'audited.person@audit.test',
      firstName: 'Audited',
      lastName: 'Person',
      title: 0,
      roleId,
      isActive: true,
    };
    const added = await server().fetch('/api/companies/1/users', {
      method: 'POST',
      headers: admin,
      body,
    });
    const { userId } = (await added.json()) as { userId: number };
    const moved = await server().fetch(`/api/companies/1/roles/${roleId}?replacementRoleId=2`, {
      method: 'DELETE',
      headers: admin,
    });
    expect(moved.status).toBe(200);
    await server().fetch(`/api/companies/1/users/${userId}`, { method: 'DELETE', headers: admin });
    const history = (await get(`${audit}/users/${userId}`)).items;
    expect(history.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(history[1]?.changes.role).toEqual(['Leaving role', 'Editor']);
    expect(history[2]?.changes.firstName).toEqual([null, 'Audited']);
    expect((await get(`${audit}/roles/${roleId}`)).items[0]?.action).toBe('delete');
  });

  it('purges rows older than 400 days and keeps newer ones', async () => {
    const { db } = server().database;
    const old = (days: number) =>
      db
        .insert(auditLog)
        .values({
          companyId: 1,
          area: 'roles',
          recordId: '999',
          action: 'update',
          at: sql`now() - make_interval(days => ${days})`,
        })
        .returning({ id: auditLog.id });
    const [gone] = await old(401);
    const [kept] = await old(399);
    expect(await purgeAudit(db)).toBeGreaterThanOrEqual(1);
    const left = (await db.select({ id: auditLog.id }).from(auditLog)).map((r) => r.id);
    expect(left).not.toContain(gone?.id);
    expect(left).toContain(kept?.id);
  });
});
