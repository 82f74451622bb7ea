import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MSG } from '#contract/messages';
import { memberships, users } from '#server/db/schema';
import {
  EDITS_ROLES,
  EDITS_USERS,
  editUser,
  member,
  membership,
  newCompany,
  permissionIds,
} from './accounts.fixtures';
import { describeEachDatabase } from './harness';

describeEachDatabase('the host admin and the last role editor', (server) => {
  const refusedWith = async (res: Response, title: string) => {
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ title });
  };
  const makeHostAdmin = (companyId: number, userId: number) =>
    server()
      .database.db.update(memberships)
      .set({ isHostAdmin: true })
      .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));

  it("only the host admin themself or a platform admin changes the host admin's role or active flag, also by deleting their role", async () => {
    const { companyId, plainRole } = await newCompany(server());
    const host = await member(server(), companyId, EDITS_ROLES);
    const other = await member(server(), companyId, EDITS_ROLES);
    await makeHostAdmin(companyId, host.userId);
    const byOther = (change: Record<string, unknown>) =>
      editUser(server(), other.headers, companyId, host.userId, change);

    await refusedWith(await byOther({ isActive: false }), MSG.hostAdminChange);
    await refusedWith(await byOther({ roleId: plainRole }), MSG.hostAdminChange);
    expect(await membership(server(), companyId, host.userId)).toMatchObject({
      isActive: true,
      roleId: host.roleId,
    });
    expect((await byOther({ jobTitle: 'Founder' })).status).toBe(200);
    const roleDeleted = await server().fetch(
      `/api/companies/${companyId}/roles/${host.roleId}?replacementRoleId=${other.roleId}`,
      { method: 'DELETE', headers: other.headers },
    );
    await refusedWith(roleDeleted, MSG.hostAdminChange);
    expect((await membership(server(), companyId, host.userId))?.roleId).toBe(host.roleId);

    const bySelf = await editUser(server(), host.headers, companyId, host.userId, {
      roleId: other.roleId,
    });
    expect(bySelf.status).toBe(200);

    const platform = await member(server(), companyId, EDITS_USERS);
    await server()
      .database.db.update(users)
      .set({ isPlatformAdmin: true })
      .where(eq(users.id, platform.userId));
    const byPlatform = await editUser(server(), platform.headers, companyId, host.userId, {
      isActive: false,
    });
    expect(byPlatform.status).toBe(200);
    expect((await membership(server(), companyId, host.userId))?.isActive).toBe(false);
  });

  it('the last active role editor cannot be deactivated, demoted or removed', async () => {
    const { companyId, plainRole } = await newCompany(server());
    const last = await member(server(), companyId, EDITS_ROLES);
    const usersAdmin = await member(server(), companyId, EDITS_USERS);
    const edit = (change: Record<string, unknown>) =>
      editUser(server(), usersAdmin.headers, companyId, last.userId, change);

    await refusedWith(await edit({ isActive: false }), MSG.lastRoleEditor);
    await refusedWith(await edit({ roleId: plainRole }), MSG.lastRoleEditor);
    const own = await editUser(server(), last.headers, companyId, last.userId, {
      roleId: plainRole,
    });
    await refusedWith(own, MSG.lastRoleEditor);
    const removed = await server().fetch(`/api/companies/${companyId}/users/${last.userId}`, {
      method: 'DELETE',
      headers: usersAdmin.headers,
    });
    await refusedWith(removed, MSG.lastRoleEditor);
    expect(await membership(server(), companyId, last.userId)).toMatchObject({
      isActive: true,
      roleId: last.roleId,
    });
    expect((await edit({ jobTitle: 'Still here' })).status).toBe(200);

    // With a second role editor the same change goes through.
    await member(server(), companyId, EDITS_ROLES);
    expect((await edit({ isActive: false })).status).toBe(200);
  });

  it("a role edit or deletion cannot take role editing from the company's last editors", async () => {
    const { companyId, plainRole } = await newCompany(server());
    const last = await member(server(), companyId, EDITS_ROLES);
    const rolePath = `/api/companies/${companyId}/roles/${last.roleId}`;
    const stripped = await server().fetch(rolePath, {
      method: 'PUT',
      headers: last.headers,
      body: {
        roleName: 'Stripped',
        roleDescription: '',
        selectedPermissionIds: await permissionIds(server(), EDITS_USERS),
        version: 1,
      },
    });
    await refusedWith(stripped, MSG.lastRoleEditor);
    const deleted = await server().fetch(`${rolePath}?replacementRoleId=${plainRole}`, {
      method: 'DELETE',
      headers: last.headers,
    });
    await refusedWith(deleted, MSG.lastRoleEditor);
    expect(await membership(server(), companyId, last.userId)).toMatchObject({
      roleId: last.roleId,
    });
  });

  it('two admins demoting each other at the same time leave one role editor', async () => {
    const race = async () => {
      const { companyId, plainRole } = await newCompany(server());
      const a = await member(server(), companyId, EDITS_ROLES);
      const b = await member(server(), companyId, EDITS_ROLES);
      const answers = await Promise.all([
        editUser(server(), a.headers, companyId, b.userId, { roleId: plainRole }),
        editUser(server(), b.headers, companyId, a.userId, { roleId: plainRole }),
      ]);
      const roles = [
        (await membership(server(), companyId, a.userId))?.roleId,
        (await membership(server(), companyId, b.userId))?.roleId,
      ];
      return {
        statuses: answers.map((r) => r.status).sort(),
        demoted: roles.filter((r) => r === plainRole).length,
      };
    };
    // Several companies at once, so the two calls of some pair overlap inside the database.
    const outcomes = await Promise.all(Array.from({ length: 8 }, race));
    for (const outcome of outcomes) expect(outcome).toEqual({ statuses: [200, 400], demoted: 1 });
  });
});
