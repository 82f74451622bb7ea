import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { CrmApplication, CrmUser } from '#contract/admin-crm';
import { APP_TEXT } from '#contract/applications';
import { MSG } from '#contract/messages';
import type { Paged } from '#contract/paging';
import type { RoleOption, UserRow } from '#contract/users';
import { auditLog } from '#server/db/schema';
import { CRM, newApplication, newCompany, unique } from './admin-crm.fixtures';
import { ADMIN, describeEachDatabase } from './harness';
import { jsonCaller, signedIn } from './signed-in';

describeEachDatabase('platform admin CRM: a company’s users and applications', (server) => {
  const { admin } = signedIn(server, { admin: ADMIN });
  let companyId = 0;
  beforeAll(async () => {
    const res = await call(`${CRM}/companies`, 'POST', newCompany());
    companyId = ((await res.json()) as { companyId: number }).companyId;
  });
  const call = jsonCaller(server, admin);
  const json = async <T>(res: Response, status: number): Promise<T> => {
    expect(res.status).toBe(status);
    return (await res.json()) as T;
  };
  const audits = (area: string, recordId: number) =>
    server()
      .database.db.select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.area, area), eq(auditLog.recordId, String(recordId))))
      .orderBy(auditLog.id);

  it('adds a user with the company-side form, and edits them on the version read', async () => {
    const base = `${CRM}/companies/${companyId}/users`;
    const options = await json<RoleOption[]>(await call(`${base}/roleoptions`), 200);
    const editor = options.find((o) => o.roleName === 'Editor');
    const form = {
      email: `staff.${unique()}@harbour.test`,
      firstName: 'Aoife',
      lastName: 'Kelly',
      roleId: editor?.roleId,
    };
    const { userId } = await json<{ userId: number }>(await call(base, 'POST', form), 201);
    const listed = await json<Paged<UserRow>>(await call(`${base}?search=aoife`), 200);
    expect(listed.items.map((u) => u.userId)).toEqual([userId]);

    const read = await json<CrmUser>(await call(`${base}/${userId}`), 200);
    expect(read).toMatchObject({ firstName: 'Aoife', roleTitle: 'Editor', version: 1 });
    const edit = { ...form, jobTitle: 'Reservations lead', version: read.version };
    const saved = await json<CrmUser>(await call(`${base}/${userId}`, 'PUT', edit), 200);
    expect(saved).toMatchObject({ jobTitle: 'Reservations lead', version: 2 });
    const stale = await call(`${base}/${userId}`, 'PUT', { ...edit, jobTitle: 'Other' });
    expect(await json(stale, 409)).toEqual({ title: MSG.staleRecord });
    expect((await audits('users', userId)).map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('adds an application with the company-side form, names unique, edits versioned', async () => {
    const base = `${CRM}/companies/${companyId}/apps`;
    const lookups = await json<{ regionOptions: unknown[] }>(await call(`${base}/lookups`), 200);
    expect(lookups.regionOptions.length).toBeGreaterThan(0);
    const form = newApplication();
    const created = await json<{ applicationId: number; ingestionKey: string }>(
      await call(base, 'POST', form),
      201,
    );
    expect(created.ingestionKey).toMatch(/^wpk_/);
    const taken = await call(
      base,
      'POST',
      newApplication({ applicationName: form.applicationName }),
    );
    expect((await json<{ errors: unknown }>(taken, 400)).errors).toEqual({
      applicationName: [APP_TEXT.nameTaken],
    });
    const path = `${base}/${created.applicationId}`;
    const read = await json<CrmApplication>(await call(path), 200);
    expect(read).toMatchObject({ applicationName: form.applicationName, companyId, version: 1 });
    const edit = { ...form, city: 'Galway', version: read.version };
    expect(await json(await call(path, 'PUT', edit), 200)).toMatchObject({
      city: 'Galway',
      version: 2,
    });
    expect(await json(await call(path, 'PUT', { ...edit, city: 'Cork' }), 409)).toEqual({
      title: MSG.staleRecord,
    });
    const listed = await json<Paged<{ applicationId: number }>>(await call(base), 200);
    expect(listed.items.map((a) => a.applicationId)).toEqual([created.applicationId]);
    expect((await audits('applications', created.applicationId)).map((a) => a.action)).toEqual([
      'create',
      'update',
    ]);
  });

  it('answers 404 for a company, user or application that is not there', async () => {
    for (const path of [
      `${CRM}/companies/999999`,
      `${CRM}/companies/999999/users`,
      `${CRM}/companies/999999/apps`,
      `${CRM}/companies/${companyId}/users/1`,
      `${CRM}/companies/${companyId}/apps/1`,
      `${CRM}/registrations/999999`,
    ]) {
      expect({ path, status: (await call(path)).status }).toEqual({ path, status: 404 });
    }
  });
});
