import { expect, it } from 'vitest';
import { APP_TEXT, type Application, type ApplicationRow } from '#contract/applications';
import { MSG } from '#contract/messages';
import type { Paged } from '#contract/paging';
import { hashKey } from '#server/applications/write';
import { applications } from '#server/db/schema';
import { EMPTY_APPLICATION } from '../../src/pages/applications/empty';
import { addCompany, addMember, auth } from './access.fixtures';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';
import { PNG_1x1, pictureForm } from './images';
import { jsonCaller, signedIn } from './signed-in';

const apps = '/api/companies/1/applications';
let serial = 0;
const body = (over: Record<string, unknown> = {}) => ({
  ...EMPTY_APPLICATION,
  applicationName: `Site ${++serial}`,
  subscriptionId: 1,
  regionId: 2,
  city: 'Cork',
  countryCode: 'IE',
  bookingEmailName: 'Bookings',
  bookingEmail: 'book@site.test',
  ...over,
});

describeEachDatabase('applications', (server) => {
  const { admin, editor } = signedIn(server, { admin: ADMIN, editor: EDITOR });
  const call = jsonCaller(server, admin);
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await call(apps, 'POST', body(over));
    expect(res.status).toBe(201);
    return (await res.json()) as { applicationId: number; ingestionKey: string };
  };

  it('serves the lookups as seeded data and the lists of section 9', async () => {
    const res = await call(`${apps}/lookups`);
    expect(res.status).toBe(200);
    const lookups = await res.json();
    expect(lookups.regionOptions.length).toBeGreaterThan(0);
    expect(lookups.subscriptionOptions.length).toBeGreaterThan(0);
    expect(lookups.webPlatformOptions.length).toBeGreaterThan(0);
    expect(lookups.currencies).toEqual(['AUD', 'CAD', 'EUR', 'GBP', 'USD']);
    expect(lookups.languages).toEqual(['en', 'es', 'fr', 'de']);
    expect(lookups.nationalities).toEqual(['GB', 'US', 'CA']);
  });

  it('adds an application, gives it back and lists it with its data centre', async () => {
    const { applicationId, ingestionKey } = await create({ applicationName: 'Harbour Trips' });
    expect(ingestionKey.length).toBeGreaterThan(20);
    const got = (await (await call(`/api/applications/${applicationId}`)).json()) as Application;
    expect(got).toMatchObject({
      applicationId,
      companyId: 1,
      applicationName: 'Harbour Trips',
      region: 'North America (Virginia)',
      city: 'Cork',
      bookingEmail: 'book@site.test',
      isActive: true,
      isDemo: false,
    });
    const page = (await (await call(`${apps}?search=harbour`)).json()) as Paged<ApplicationRow>;
    expect(page.items.map((a) => a.applicationName)).toEqual(['Harbour Trips']);
    expect(page.items[0]?.region).toBe('North America (Virginia)');
    expect(
      ((await (await call(apps)).json()) as Paged<ApplicationRow>).items.length,
    ).toBeLessThanOrEqual(10);
  });

  it('refuses invalid forms with field errors, and a name taken in any case', async () => {
    const res = await call(
      apps,
      'POST',
      body({ applicationName: '', bookingEmail: 'nope', city: 'x'.repeat(51) }),
    );
    expect(res.status).toBe(400);
    const problem = await res.json();
    expect(problem.errors.applicationName).toEqual([APP_TEXT.nameRequired]);
    expect(problem.errors.bookingEmail).toEqual([APP_TEXT.emailInvalid]);
    expect(problem.errors.city).toEqual([MSG.maxLength(50)]);
    const unknown = await call(apps, 'POST', body({ regionId: 999 }));
    expect((await unknown.json()).errors.regionId).toEqual([APP_TEXT.unknownOption]);
    await create({ applicationName: 'Unique Site' });
    const taken = await call(apps, 'POST', body({ applicationName: 'UNIQUE site' }));
    expect(taken.status).toBe(400);
    expect((await taken.json()).errors.applicationName).toEqual([APP_TEXT.nameTaken]);
  });

  it('edits the fields and the active and demo flags', async () => {
    const { applicationId } = await create();
    const res = await call(
      `${apps}/${applicationId}`,
      'PUT',
      body({ applicationName: 'Renamed', isDemo: true, isActive: false, version: 1 }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      applicationName: 'Renamed',
      isDemo: true,
      isActive: false,
    });
  });

  it('uploads a logo by content and shows it at once; refuses other files', async () => {
    const { applicationId } = await create();
    const upload = (form: FormData) =>
      server().fetch(`${apps}/${applicationId}/logos`, {
        method: 'POST',
        headers: admin,
        body: form,
      });
    const ok = await upload(pictureForm(PNG_1x1, 'l.png', 'image/png', 'logoFile'));
    expect(ok.status).toBe(200);
    const { logoUrl } = await ok.json();
    const got = (await (await call(`/api/applications/${applicationId}`)).json()) as Application;
    expect(got.logoUrl).toBe(logoUrl);
    const bad = await upload(
      pictureForm(Buffer.from('not an image'), 'l.png', 'image/png', 'logoFile'),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).title).toBe(APP_TEXT.logoInvalid);
  });

  it('keeps only a hash of the ingestion key and rotates it', async () => {
    const { applicationId, ingestionKey } = await create();

    const rows = await server().database.db.select().from(applications);
    const row = rows.find((r) => r.id === applicationId);
    expect(row?.ingestionKeyHash).toBe(hashKey(ingestionKey));
    const res = await call(`${apps}/${applicationId}/ingestionKey`, 'POST');
    expect(res.status).toBe(200);
    const rotated = (await res.json()).ingestionKey as string;
    expect(rotated).not.toBe(ingestionKey);
    const after = (await server().database.db.select().from(applications)).find(
      (r) => r.id === applicationId,
    );
    expect(after?.ingestionKeyHash).toBe(hashKey(rotated));
  });

  it('opens an application for the session: name, features and stats URL', async () => {
    const { applicationId } = await create({ applicationName: 'Opened Site' });
    const res = await call(`/api/applications/${applicationId}/active`, 'GET', undefined, editor);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      applicationId,
      applicationName: 'Opened Site',
      features: [],
      languages: ['en', 'es', 'fr', 'de'],
      statsUrl: null,
    });
  });

  it("refuses writes without the permission and hides other companies' applications", async () => {
    const { applicationId } = await create();
    expect((await call(`${apps}`, 'GET', undefined, editor)).status).toBe(200);
    expect((await call(apps, 'POST', body(), editor)).status).toBe(403);
    expect(
      (await call(`${apps}/${applicationId}`, 'PUT', body({ version: 1 }), editor)).status,
    ).toBe(403);
    expect(
      (await call(`${apps}/${applicationId}/ingestionKey`, 'POST', undefined, editor)).status,
    ).toBe(403);
    const other = await addCompany(server(), `Other ${++serial}`);
    const outsider = await addMember(server(), other, ['company_apps_read', 'company_apps_edit']);
    const as = auth(outsider.accessToken);
    expect((await call(`/api/applications/${applicationId}`, 'GET', undefined, as)).status).toBe(
      404,
    );
    expect(
      (await call(`/api/applications/${applicationId}/active`, 'GET', undefined, as)).status,
    ).toBe(404);
    expect((await call(`/api/applications/${applicationId}`, 'GET')).status).toBe(200);
    expect((await call('/api/applications/999999')).status).toBe(404);
  });

  it("offers every member, whatever their role, the company's applications with their features", async () => {
    const { applicationId } = await create({
      applicationName: 'Aardvark Tours',
      features: ['orders'],
    });
    // A role that works in applications (My orders) but may not list them.
    const orders = await addMember(server(), 1, ['apps_orders_read']);
    const res = await call(`${apps}/choices`, 'GET', undefined, auth(orders.accessToken));
    expect(res.status).toBe(200);
    const choices = (await res.json()) as { applicationId: number; applicationName: string }[];
    expect(choices).toContainEqual({
      applicationId,
      applicationName: 'Aardvark Tours',
      features: ['orders'],
    });
    const names = choices.map((choice) => choice.applicationName.toLowerCase());
    expect(names).toEqual([...names].sort());

    const other = await addCompany(server(), `Other ${++serial}`);
    const outsider = await addMember(server(), other, []);
    const theirs = await call(
      `/api/companies/${other}/applications/choices`,
      'GET',
      undefined,
      auth(outsider.accessToken),
    );
    expect(((await theirs.json()) as unknown[]).length).toBe(0);
    const ours = await call(`${apps}/choices`, 'GET', undefined, auth(outsider.accessToken));
    expect(ours.status).not.toBe(200);
  });
});
