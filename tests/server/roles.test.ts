import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MSG } from '#contract/messages';
import type { Paged } from '#contract/paging';
import { ROLE_TEXT, type Role, type RoleRow } from '#contract/roles';
import { memberships } from '#server/db/schema';
import { addCompany, addMember, addRole } from './access.fixtures';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';
import { jsonCaller, signedIn } from './signed-in';

const roles = '/api/companies/1/roles';

describeEachDatabase('security roles', (server) => {
  const { admin, editor } = signedIn(server, { admin: ADMIN, editor: EDITOR });
  const call = jsonCaller(server, admin);
  const create = (body: Record<string, unknown>) => call(roles, 'POST', body);
  const list = async (query = '') =>
    (await (await call(`${roles}${query}`)).json()) as Paged<RoleRow>;
  const roleOf = async (id: number) => (await (await call(`${roles}/${id}`)).json()) as Role;
  const rolesOfUsers = async (userIds: number[]) => {
    const rows = await server().database.db.select().from(memberships);
    return rows.filter((m) => userIds.includes(m.userId)).map((m) => m.roleId);
  };

  it('lists the system roles with their type, 10 to a page by default', async () => {
    for (let i = 0; i < 11; i++)
      await addRole(server(), 1, `Paging role ${String(i).padStart(2, '0')}`);
    const page = await list();
    expect(page.items).toHaveLength(10);
    expect(page.total).toBeGreaterThanOrEqual(13);
    const all = await list('?pageSize=100');
    expect(all.items.find((r) => r.roleName === 'Admin')).toMatchObject({
      roleId: 1,
      roleType: 'System',
    });
    expect(all.items.find((r) => r.roleName === 'Paging role 00')?.roleType).toBe('Custom');
    const second = await list('?page=2&pageSize=10');
    expect(second.items.map((r) => r.roleId)).toEqual(all.items.slice(10, 20).map((r) => r.roleId));
  });

  it('searches names and descriptions and sorts both ways', async () => {
    const found = await list('?search=PAGING%20ROLE%200&sort=-name');
    expect(found.total).toBe(10);
    expect(found.items[0]?.roleName).toBe('Paging role 09');
    expect((await list('?search=read-only')).items.map((r) => r.roleName)).toEqual(['Editor']);
    expect((await list('?search=100%25')).total).toBe(0);
  });

  it('adds a role with permissions and gives it back', async () => {
    const res = await create({
      roleName: '  Sales  ',
      roleDescription: 'Sells',
      companyId: 1,
      selectedPermissionIds: [3, 1],
    });
    expect(res.status).toBe(201);
    const { roleId } = await res.json();
    expect(await roleOf(roleId)).toEqual({
      roleId,
      companyId: 1,
      roleName: 'Sales',
      roleDescription: 'Sells',
      roleType: 'Custom',
      selectedPermissionIds: [1, 3],
      version: 1,
    });
  });

  it('keeps role names unique per company whatever their case', async () => {
    const res = await create({ roleName: 'sALES', roleDescription: '', selectedPermissionIds: [] });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      title: ROLE_TEXT.nameTaken,
      errors: { roleName: [ROLE_TEXT.nameTaken] },
    });
    // Another company may have its own "Sales".
    const other = await addCompany(server(), 'Other Sales Co');
    expect(await addRole(server(), other, 'Sales')).toBeGreaterThan(0);
  });

  it.each([
    [{ roleName: '' }, 'roleName', MSG.roleNameRequired],
    [{ roleName: 'x'.repeat(51) }, 'roleName', MSG.maxLength(50)],
    [{ roleDescription: 'x'.repeat(151) }, 'roleDescription', MSG.maxLength(150)],
    [{ selectedPermissionIds: [9999] }, 'selectedPermissionIds', ROLE_TEXT.unknownPermission],
  ])('refuses %j with its message', async (change, field, message) => {
    const body = { roleName: 'Valid', roleDescription: '', selectedPermissionIds: [], ...change };
    const res = await create(body);
    expect(res.status).toBe(400);
    expect((await res.json()).errors[field]).toEqual([message]);
  });

  it('updates a custom role, names and permissions', async () => {
    const id = await addRole(server(), 1, 'Support');
    const res = await call(`${roles}/${id}`, 'PUT', {
      roleName: 'SUPPORT',
      roleDescription: 'Answers calls',
      selectedPermissionIds: [5],
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(await roleOf(id)).toMatchObject({
      roleName: 'SUPPORT',
      roleDescription: 'Answers calls',
      selectedPermissionIds: [5],
    });
    const clash = await call(`${roles}/${id}`, 'PUT', {
      roleName: 'editor',
      roleDescription: '',
      selectedPermissionIds: [],
      version: 2,
    });
    expect(clash.status).toBe(400);
    expect((await clash.json()).errors.roleName).toEqual([ROLE_TEXT.nameTaken]);
  });

  it('never changes or deletes a system role', async () => {
    const body = { roleName: 'Boss', roleDescription: '', selectedPermissionIds: [], version: 1 };
    const update = await call(`${roles}/1`, 'PUT', body);
    expect(update.status).toBe(400);
    expect(await update.json()).toEqual({ title: MSG.systemRoleUpdate });
    const remove = await call(`${roles}/2?replacementRoleId=1`, 'DELETE');
    expect(remove.status).toBe(400);
    expect(await remove.json()).toEqual({ title: MSG.systemRoleDelete });
    expect((await roleOf(1)).roleName).toBe('Admin');
  });

  it('deletes a role nobody holds', async () => {
    const id = await addRole(server(), 1, 'Unused');
    const res = await call(`${roles}/${id}/userCount`);
    expect(await res.json()).toEqual({ userCount: 0 });
    const removed = await call(`${roles}/${id}`, 'DELETE');
    expect(await removed.json()).toEqual({ movedUsers: 0 });
    expect((await call(`${roles}/${id}`)).status).toBe(404);
  });

  it('moves the users of a deleted role to the replacement, and refuses bad replacements', async () => {
    const a = await addMember(server(), 1, []);
    const b = await addMember(server(), 1, []);
    const target = await addRole(server(), 1, 'Target');
    await server()
      .database.db.update(memberships)
      .set({ roleId: a.roleId })
      .where(eq(memberships.userId, b.userId));
    expect(await (await call(`${roles}/${a.roleId}/userCount`)).json()).toEqual({ userCount: 2 });

    const other = await addCompany(server(), 'Replacement Rivals');
    const foreign = await addRole(server(), other, 'Foreign');
    for (const [query, title] of [
      ['', MSG.replacementRoleRequired],
      [`?replacementRoleId=${a.roleId}`, ROLE_TEXT.badReplacement],
      [`?replacementRoleId=${foreign}`, ROLE_TEXT.badReplacement],
      ['?replacementRoleId=999999', ROLE_TEXT.badReplacement],
    ] as const) {
      const res = await call(`${roles}/${a.roleId}${query}`, 'DELETE');
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ title });
      expect(await rolesOfUsers([a.userId, b.userId])).toEqual([a.roleId, a.roleId]);
    }

    const res = await call(`${roles}/${a.roleId}?replacementRoleId=${target}`, 'DELETE');
    expect(await res.json()).toEqual({ movedUsers: 2 });
    expect(await rolesOfUsers([a.userId, b.userId])).toEqual([target, target]);
    expect((await call(`${roles}/${a.roleId}`)).status).toBe(404);
  });

  it('changes nothing when the deletion fails half-way', async () => {
    const a = await addMember(server(), 1, []);
    const { db } = server().database;
    // The delete itself fails after the users were moved: the move must be undone too.
    await db.execute(sql`create or replace function refuse_role_delete() returns trigger
      language plpgsql as $$ begin raise exception 'refused by test'; end $$`);
    await db.execute(sql`create trigger refuse_role_delete before delete on roles
      for each row when (old.id = ${sql.raw(String(a.roleId))}) execute function refuse_role_delete()`);
    const res = await call(`${roles}/${a.roleId}?replacementRoleId=2`, 'DELETE');
    expect(res.status).toBe(500);
    expect(await rolesOfUsers([a.userId])).toEqual([a.roleId]);
    expect((await roleOf(a.roleId)).roleId).toBe(a.roleId);
    await db.execute(sql`drop trigger refuse_role_delete on roles`);
  });

  it("answers 404 for another company's role ids, even to an admin", async () => {
    const other = await addCompany(server(), 'Hidden Roles Co');
    const foreign = await addRole(server(), other, 'Hidden');
    const body = {
      roleName: 'Taken over',
      roleDescription: '',
      selectedPermissionIds: [],
      version: 1,
    };
    for (const [path, method] of [
      [`${roles}/${foreign}`, 'GET'],
      [`${roles}/${foreign}`, 'PUT'],
      [`${roles}/${foreign}`, 'DELETE'],
      [`${roles}/${foreign}/userCount`, 'GET'],
      [`/api/companies/${other}/roles/${foreign}`, 'GET'],
      [`/api/companies/${other}/roles`, 'GET'],
    ] as const) {
      const res = await call(path, method, method === 'PUT' ? body : undefined);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });

  it('lets a reader look but not touch', async () => {
    expect((await server().fetch(roles, { headers: editor })).status).toBe(200);
    const res = await server().fetch(roles, {
      method: 'POST',
      headers: editor,
      body: { roleName: 'Nope', roleDescription: '', selectedPermissionIds: [] },
    });
    expect(res.status).toBe(403);
  });
});
