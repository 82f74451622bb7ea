import { expect, it } from 'vitest';
import type * as z from 'zod';
import { ApplicationUpdate } from '#contract/applications';
import { SettingsSave } from '#contract/companies';
import { MSG } from '#contract/messages';
import { RoleUpdate } from '#contract/roles';
import { UserUpdate } from '#contract/users';
import { addMember, addRole } from './access.fixtures';
import { ADMIN, describeEachDatabase } from './harness';
import { PNG_1x1, pictureForm } from './images';
import { signedIn } from './signed-in';
import { AREAS, formOf } from './stale-edits.areas';

type Json = Record<string, unknown> & { version: number };

/**
 * Writes other than the edit form that change a record (its permissions alone, its role by a
 * role's deletion, an uploaded logo, a new ingestion key) move its version on too, so a save
 * made on a read from before them is refused instead of silently undoing them.
 */
describeEachDatabase('versions moved on by other writes', (server) => {
  const { admin } = signedIn(server, { admin: ADMIN });
  const call = (path: string, method = 'GET', body?: Record<string, unknown> | FormData) =>
    server().fetch(path, { method, headers: admin, ...(body ? { body } : {}) });
  const read = async (path: string) => (await (await call(path)).json()) as Json;
  const logo = () => pictureForm(PNG_1x1, 'logo.png', 'image/png', 'logoFile');
  /** The save the page would send from its older read: refused as stale. */
  const refusedFrom = async (path: string, method: string, body: z.ZodObject, older: Json) => {
    const res = await call(path, method, formOf(body, older));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ title: MSG.staleRecord });
  };

  it("a role's permissions alone move its version on", async () => {
    const path = `/api/companies/1/roles/${await addRole(server(), 1, 'Permissions only')}`;
    const older = await read(path);
    const res = await call(
      path,
      'PUT',
      formOf(RoleUpdate, { ...older, selectedPermissionIds: [1, 2] }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ roleDescription: older.roleDescription, version: 2 });
    await refusedFrom(path, 'PUT', RoleUpdate, older);
    expect((await read(path)).selectedPermissionIds).toEqual([1, 2]);
  });

  it("a role's deletion moves its users' versions on with their new role", async () => {
    const member = await addMember(server(), 1, []);
    const path = `/api/companies/1/users/${member.userId}`;
    const older = await read(path);
    const replacement = await addRole(server(), 1, 'Replacement for stale');
    const removed = await call(
      `/api/companies/1/roles/${member.roleId}?replacementRoleId=${replacement}`,
      'DELETE',
    );
    expect(removed.status).toBe(200);
    expect(await read(path)).toMatchObject({ roleId: replacement, version: older.version + 1 });
    // The older read still names the deleted role: saving it must not bring it back.
    await refusedFrom(path, 'PUT', UserUpdate, { ...older, roleId: replacement });
  });

  it("an application's logo upload and key rotation move its version on", async () => {
    const application = AREAS.find((a) => a.name === 'application');
    if (!application) throw new Error('no application area');
    const paths = await application.fresh(server(), admin);
    const older = await read(paths.read);
    const uploaded = await call(`${paths.save}/logos`, 'POST', logo());
    expect(await uploaded.json()).toMatchObject({ version: older.version + 1 });
    const rotated = await call(`${paths.save}/ingestionKey`, 'POST');
    expect(await rotated.json()).toMatchObject({ version: older.version + 2 });
    expect((await read(paths.read)).version).toBe(older.version + 2);
    await refusedFrom(paths.save, 'PUT', ApplicationUpdate, older);
  });

  it("the company's logo upload moves the settings' version on", async () => {
    const path = '/api/companies/1/settings';
    const older = await read(path);
    const uploaded = await call('/api/companies/settings/logo', 'POST', logo());
    const { logoUrl, version } = (await uploaded.json()) as { logoUrl: string; version: number };
    expect(version).toBe(older.version + 1);
    await refusedFrom(path, 'POST', SettingsSave, older);
    expect((await read(path)).logoUrl).toBe(logoUrl);
  });
});
