import { expect, it } from 'vitest';
import type { StarredPage, ThemeSettings } from '#contract/preferences';
import { addMember, auth, setPermissions } from './access.fixtures';
import { ADMIN, describeEachDatabase } from './harness';
import { signedIn } from './signed-in';

const THEME = '/api/preferences/theme';
const STARRED = '/api/preferences/starred';
const TOUR = '/api/preferences/tour';
const rolesPage = { path: '/companies/1/roles', title: 'Roles', permission: 'company_roles_read' };

describeEachDatabase('shell preferences', (server) => {
  const { admin } = signedIn(server, { admin: ADMIN });
  const call = (headers: Record<string, string>, path: string, method = 'GET', body?: object) =>
    server().fetch(path, { method, headers, ...(body ? { body: { ...body } } : {}) });
  const starredOf = async (headers: Record<string, string>) =>
    (await (await call(headers, STARRED)).json()) as StarredPage[];

  it("follows the system's theme with a floating navbar until the user saves one, then keeps it", async () => {
    const member = auth((await addMember(server(), 1, [])).accessToken);
    expect(await (await call(member, THEME)).json()).toEqual({
      theme: 'system',
      floatingNavbar: true,
      primaryColour: 'primary',
    });
    const dark: ThemeSettings = { theme: 'dark', floatingNavbar: false, primaryColour: 'success' };
    expect((await call(member, THEME, 'PUT', dark)).status).toBe(200);
    expect(await (await call(member, THEME)).json()).toEqual(dark);
    // Someone else's settings are untouched.
    expect(((await (await call(admin, THEME)).json()) as ThemeSettings).theme).not.toBe('dark');
  });

  it('refuses a theme outside the spec list', async () => {
    const res = await call(admin, THEME, 'PUT', {
      theme: 'neon',
      floatingNavbar: true,
      primaryColour: 'primary',
    });
    expect(res.status).toBe(400);
  });

  it('remembers per user that the tour was done, keeping the theme, and only for that user', async () => {
    const member = auth((await addMember(server(), 1, [])).accessToken);
    const other = auth((await addMember(server(), 1, [])).accessToken);
    expect(await (await call(member, TOUR)).json()).toEqual({ done: false });
    const dark: ThemeSettings = { theme: 'dark', floatingNavbar: true, primaryColour: 'primary' };
    await call(member, THEME, 'PUT', dark);
    expect((await call(member, TOUR, 'PUT', { done: true })).status).toBe(200);
    expect(await (await call(member, TOUR)).json()).toEqual({ done: true });
    expect(await (await call(member, THEME)).json()).toEqual(dark);
    expect(await (await call(other, TOUR)).json()).toEqual({ done: false });
    expect((await call(member, TOUR, 'PUT', { done: 'yes' })).status).toBe(400);
  });

  it('stars pages in order, once each, and unstars them', async () => {
    const member = auth((await addMember(server(), 1, ['company_roles_read'])).accessToken);
    await call(member, STARRED, 'PUT', { path: '/account', title: 'Account', permission: null });
    await call(member, STARRED, 'PUT', rolesPage);
    await call(member, STARRED, 'PUT', rolesPage);
    expect((await starredOf(member)).map((p) => p.path)).toEqual(['/account', rolesPage.path]);
    const res = await call(member, `${STARRED}?path=${encodeURIComponent('/account')}`, 'DELETE');
    expect(res.status).toBe(200);
    expect((await starredOf(member)).map((p) => p.title)).toEqual(['Roles']);
  });

  it('drops a page from the list once the role no longer opens it, and refuses to star it', async () => {
    const { accessToken, roleId } = await addMember(server(), 1, ['company_users_read']);
    const member = auth(accessToken);
    const users = { path: '/companies/1/users', title: 'Users', permission: 'company_users_read' };
    await call(member, STARRED, 'PUT', users);
    expect(await starredOf(member)).toHaveLength(1);
    await setPermissions(server(), roleId, []);
    expect(await starredOf(member)).toEqual([]);
    expect((await call(member, STARRED, 'PUT', users)).status).toBe(403);
    // Given back the permission, the page is listed again.
    await setPermissions(server(), roleId, ['company_users_read']);
    expect((await starredOf(member)).map((p) => p.path)).toEqual([users.path]);
  });

  it('keeps each user their own stars and refuses callers without a token', async () => {
    const member = auth((await addMember(server(), 1, [])).accessToken);
    expect(await starredOf(member)).toEqual([]);
    expect((await server().fetch(STARRED)).status).toBe(401);
    expect((await server().fetch(THEME)).status).toBe(401);
  });

  it('refuses a path that leaves the console', async () => {
    const bad = { path: '//evil.test/x', title: 'Evil', permission: null };
    expect((await call(admin, STARRED, 'PUT', bad)).status).toBe(400);
  });
});
