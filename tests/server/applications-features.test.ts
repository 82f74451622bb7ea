import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { APP_TEXT, type Application } from '#contract/applications';
import { MSG } from '#contract/messages';
import { applications } from '#server/db/schema';
import { EMPTY_APPLICATION } from '../../src/pages/applications/empty';
import { addMember, auth } from './access.fixtures';
import { ADMIN, describeEachDatabase } from './harness';
import { PNG_1x1, pictureForm } from './images';
import { jsonCaller, signedIn } from './signed-in';

const apps = '/api/companies/1/applications';
let serial = 0;
const body = (over: Record<string, unknown> = {}) => ({
  ...EMPTY_APPLICATION,
  applicationName: `Featured site ${++serial}`,
  subscriptionId: 1,
  regionId: 1,
  ...over,
});

describeEachDatabase('application features and stats URL', (server) => {
  const { admin } = signedIn(server, { admin: ADMIN });
  const call = jsonCaller(server, admin);
  const create = async () => {
    const res = await call(apps, 'POST', body());
    expect(res.status).toBe(201);
    return ((await res.json()) as { applicationId: number }).applicationId;
  };

  it('saves features, languages and a stats URL from the editor, and opening the site carries them', async () => {
    const id = await create();
    // A new site is in every language until its editor narrows them.
    expect(
      ((await (await call(`/api/applications/${id}`)).json()) as Application).languages,
    ).toEqual(['en', 'es', 'fr', 'de']);
    const saved = await call(
      `${apps}/${id}`,
      'PUT',
      body({
        applicationName: 'Stats Site',
        features: ['orders', 'widgets', 'orders'],
        languages: ['fr', 'en', 'fr'],
        statsUrl: ' https://stats.example.com/site ',
        version: 1,
      }),
    );
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      features: ['orders', 'widgets'],
      languages: ['en', 'fr'],
      statsUrl: 'https://stats.example.com/site',
    });
    expect(await (await call(`/api/applications/${id}/active`)).json()).toEqual({
      applicationId: id,
      applicationName: 'Stats Site',
      features: ['orders', 'widgets'],
      languages: ['en', 'fr'],
      statsUrl: 'https://stats.example.com/site',
    });

    // A body without them (the add form, other clients) leaves them as they are.
    await call(`${apps}/${id}`, 'PUT', body({ applicationName: 'Stats Site', version: 2 }));
    const kept = (await (await call(`/api/applications/${id}`)).json()) as Application;
    expect(kept).toMatchObject({ features: ['orders', 'widgets'], languages: ['en', 'fr'] });

    // Emptied, the stats URL is gone rather than an empty address.
    await call(`${apps}/${id}`, 'PUT', body({ features: [], statsUrl: '', version: 3 }));
    const opened = await (await call(`/api/applications/${id}/active`)).json();
    expect(opened).toMatchObject({ features: [], statsUrl: null });
  });

  it('refuses unknown features and stats URLs that are not web addresses or too long', async () => {
    const id = await create();
    const refused = async (over: Record<string, unknown>) => {
      const res = await call(`${apps}/${id}`, 'PUT', body({ version: 1, ...over }));
      expect(res.status).toBe(400);
      return (await res.json()).errors as Record<string, string[]>;
    };
    expect((await refused({ features: ['orders', 'teleport'] }))['features.1']).toEqual([
      APP_TEXT.unknownOption,
    ]);
    expect((await refused({ languages: [] })).languages).toEqual([APP_TEXT.languagesRequired]);
    expect((await refused({ languages: ['en', 'it'] }))['languages.1']).toEqual([
      APP_TEXT.unknownOption,
    ]);
    for (const statsUrl of ['stats page', 'javascript:alert(1)', 'ftp://stats.example.com']) {
      expect((await refused({ statsUrl })).statsUrl).toEqual([APP_TEXT.statsUrlInvalid]);
    }
    const long = `https://stats.example.com/${'a'.repeat(230)}`;
    expect((await refused({ statsUrl: long })).statsUrl).toEqual([MSG.maxLength(250)]);
  });

  it('shows only catalogued features, even if the database holds an old name', async () => {
    const id = await create();
    const { db } = server().database;

    await db
      .update(applications)
      .set({ features: ['tools', 'retired-feature'] })
      .where(eq(applications.id, id));
    expect((await (await call(`/api/applications/${id}/active`)).json()).features).toEqual([
      'tools',
    ]);
  });

  it('lets a role with either company_apps_create or company_apps_edit upload the logo', async () => {
    const id = await create();
    for (const permission of ['company_apps_create', 'company_apps_edit'] as const) {
      const member = await addMember(server(), 1, [permission]);
      const res = await server().fetch(`${apps}/${id}/logos`, {
        method: 'POST',
        headers: auth(member.accessToken),
        body: pictureForm(PNG_1x1, 'logo.png', 'image/png', 'logoFile'),
      });
      expect(res.status).toBe(200);
    }
  });

  it('opens nothing for an unknown id or one that is not a number', async () => {
    expect((await call('/api/applications/999999/active')).status).toBe(404);
    expect((await call('/api/applications/abc/active')).status).toBe(400);
  });
});
