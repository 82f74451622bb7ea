import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  LEVEL_TEXT,
  type MembershipLevel,
  type MembershipLevelRow,
} from '#contract/membership-levels';
import { MONEY_TEXT } from '#contract/money';
import type { Paged } from '#contract/paging';
import { applications } from '#server/db/schema';
import { customers, linkedCompanies } from '#server/db/schema-travel';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';
import { addToolsApp, newLevel } from './membership-levels.fixtures';
import { jsonCaller, signedIn } from './signed-in';

describeEachDatabase('membership levels', (server) => {
  const { admin, reader } = signedIn(server, { admin: ADMIN, reader: EDITOR });
  const call = jsonCaller(server, admin);
  let app = 0;
  const levels = () => `/api/applications/${app}/membershipLevels`;

  beforeAll(async () => {
    app = await addToolsApp(server());
  });

  const add = async (body: Record<string, unknown>, as = admin) => {
    const res = await call(levels(), 'POST', body, as);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    return ((await res.json()) as { membershipId: number }).membershipId;
  };
  const get = async (id: number) =>
    (await (await call(`${levels()}/${id}`)).json()) as MembershipLevel;

  it('opens the demo application with its levels and their members', async () => {
    const page = (await (
      await call('/api/applications/1/membershipLevels', 'GET', undefined, reader)
    ).json()) as Paged<MembershipLevelRow>;
    expect(page.items.map((l) => [l.name, l.price, l.billingPeriod])).toEqual([
      ['Bronze', '0.00', 'lifetime'],
      ['Silver', '4.99', 'monthly'],
      ['Gold', '99.00', 'yearly'],
    ]);
  });

  it('counts the customers holding a level as its members, and names its linked company', async () => {
    const db = server().database.db;
    const [company] = await db
      .insert(linkedCompanies)
      .values({ applicationId: app, name: 'Club Travel Ltd' })
      .returning({ id: linkedCompanies.id });
    const id = await add(newLevel({ name: 'Club', linkedCompanyId: company?.id ?? null }));
    await db.insert(customers).values(
      ['a', 'b'].map((n) => ({
        applicationId: app,
        key: `clubkey${n}${Date.now()}`,
        email: `${n}@club.test`,
        membershipLevel: n === 'a' ? 'club' : 'Club',
      })),
    );
    expect(await get(id)).toMatchObject({
      name: 'Club',
      members: 2,
      linkedCompanyName: 'Club Travel Ltd',
      price: '199.00',
    });
    const level = await get(id);
    const rename = await call(`${levels()}/${id}`, 'PUT', {
      name: 'Club Plus',
      price: level.price,
      currency: level.currency,
      billingPeriod: level.billingPeriod,
      benefits: level.benefits,
      linkedCompanyId: level.linkedCompanyId,
      version: level.version,
    });
    expect(rename.status).toBe(400);
    expect(((await rename.json()) as { errors: unknown }).errors).toEqual({
      name: [LEVEL_TEXT.renameWithMembers(2)],
    });
  });

  it('edits a level with its version, refuses a stale one, and keeps History', async () => {
    const id = await add(newLevel({ name: 'Editable' }));
    const l = await get(id);
    const body = {
      name: l.name,
      price: '149.50',
      currency: l.currency,
      billingPeriod: 'quarterly',
      benefits: 'Lounge access',
      linkedCompanyId: null,
    };
    expect((await call(`${levels()}/${id}`, 'PUT', { ...body, version: l.version })).status).toBe(
      200,
    );
    expect(await get(id)).toMatchObject({ price: '149.50', billingPeriod: 'quarterly' });
    expect((await call(`${levels()}/${id}`, 'PUT', { ...body, version: l.version })).status).toBe(
      409,
    );
    const history = await call(`/api/companies/1/audit/membershipLevels/${id}`);
    expect(history.status).toBe(200);
    expect(JSON.stringify(await history.json())).toContain('14950');
  });

  it('refuses a duplicate name in any case, a bad price or currency and a foreign company', async () => {
    await add(newLevel({ name: 'Diamond' }));
    const refused = async (body: Record<string, unknown>) => {
      const res = await call(levels(), 'POST', body);
      expect(res.status).toBe(400);
      return ((await res.json()) as { errors: Record<string, string[]> }).errors;
    };
    expect(await refused(newLevel({ name: 'DIAMOND' }))).toEqual({ name: [LEVEL_TEXT.nameTaken] });
    const errors = await refused(newLevel({ name: '', price: '-1', currency: 'gbp' }));
    expect(errors.price).toEqual([MONEY_TEXT.format]);
    expect(errors.currency).toEqual([MONEY_TEXT.currency]);
    expect(errors.name).toEqual([LEVEL_TEXT.nameRequired]);
    const other = await server()
      .database.db.insert(linkedCompanies)
      .values({ applicationId: 1, name: 'Not this app’s' })
      .returning({ id: linkedCompanies.id });
    expect(await refused(newLevel({ name: 'Ruby', linkedCompanyId: other[0]?.id ?? 0 }))).toEqual({
      linkedCompanyId: [LEVEL_TEXT.companyUnknown],
    });
  });

  it('is a tool: any integrations permission may use it, and not without the feature', async () => {
    // The Editor role holds apps_integrations_read only: any one of the three suffices.
    await add(newLevel({ name: 'Editor made' }), reader);
    const off = await addToolsApp(server());
    await server()
      .database.db.update(applications)
      .set({ features: [] })
      .where(eq(applications.id, off));
    expect((await call(`/api/applications/${off}/membershipLevels`)).status).toBe(404);
  });
});
