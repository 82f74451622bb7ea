import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { AuditEntry } from '#contract/audit';
import {
  type DirectoryRow,
  type DirectorySupplier,
  INTEGRATION_TEXT,
  type Integration,
  type IntegrationRow,
} from '#contract/integrations';
import type { Paged } from '#contract/paging';
import { applications } from '#server/db/schema';
import { keyIdOf, keyringOf, unseal } from '#server/integrations/keyring';
import { integrations } from '#server/integrations/schema';
import { addCompany, addMember, auth } from './access.fixtures';
import { ADMIN, describeEachDatabase, EDITOR, TEST_SECRETS_KEY } from './harness';
import { addMatrixIntegration, addSupplierWithSettings } from './integrations.fixtures';
import { jsonCaller, signedIn } from './signed-in';

const SECRET = 'sk_live_Zx81QpL0rT5521';

describeEachDatabase('integrations', (server) => {
  const { admin, reader } = signedIn(server, { admin: ADMIN, reader: EDITOR });
  const call = jsonCaller(server, admin);
  const app = '/api/applications/1';
  const under = (supplierId: number) => `${app}/suppliers/${supplierId}/integrations`;
  const form = (over: Record<string, string> = {}) => ({
    name: 'Live',
    values: { baseUrl: 'https://fares.test', apiKey: SECRET, siteId: '42', ...over },
  });
  const add = async (supplierId: number, body: Record<string, unknown> = form()) => {
    const res = await call(under(supplierId), 'POST', body);
    const text = await res.text();
    expect(text).not.toContain(SECRET);
    expect(res.status, text).toBe(201);
    return (JSON.parse(text) as { integrationId: number }).integrationId;
  };
  const get = async (supplierId: number, id: number) => {
    const res = await call(`${under(supplierId)}/${id}`);
    const text = await res.text();
    expect(res.status, text).toBe(200);
    expect(text).not.toContain(SECRET);
    return JSON.parse(text) as Integration;
  };
  const errorsOf = async (res: Response) => {
    expect(res.status).toBe(400);
    return ((await res.json()) as { errors: Record<string, string[]> }).errors;
  };
  const stored = async (id: number) => {
    const [row] = await server()
      .database.db.select()
      .from(integrations)
      .where(eq(integrations.id, id));
    if (!row) throw new Error('no row');
    return row;
  };

  it('opens the directory and my suppliers with the demo integration', async () => {
    const directory = (await (
      await call(`${app}/suppliers?search=traveltek`, 'GET', undefined, reader)
    ).json()) as Paged<DirectoryRow>;
    expect(directory.items[0]).toMatchObject({ key: 'Packages:traveltek', integrationCount: 1 });
    const mine = (await (
      await call(`${app}/integrations`, 'GET', undefined, reader)
    ).json()) as Paged<IntegrationRow>;
    expect(mine.items[0]).toMatchObject({
      supplierName: 'Traveltek Packages',
      name: 'Traveltek live',
      enabled: true,
      health: { status: 'unknown', checked: null },
    });
  });

  it('shows a supplier with the settings an integration gives', async () => {
    const supplierId = await addSupplierWithSettings(server());
    const res = await call(`${app}/suppliers/${supplierId}`);
    const supplier = (await res.json()) as DirectorySupplier;
    expect(supplier.settings.map((s) => `${s.name}:${s.type}`)).toEqual([
      'live:boolean',
      'region:choice',
      'note:text',
      'baseUrl:url',
      'apiKey:secret',
      'siteId:number',
    ]);
  });

  it('seals a secret at rest, naming its key, and answers only its last four', async () => {
    const supplierId = await addSupplierWithSettings(server());
    const id = await add(supplierId);
    const row = await stored(id);
    expect(JSON.stringify(row.values)).not.toContain(SECRET);
    const secret = row.values.apiKey;
    if (typeof secret !== 'object') throw new Error('secret not sealed');
    const keyId = keyIdOf(Buffer.from(TEST_SECRETS_KEY, 'hex'));
    expect(secret.sealed.startsWith(`v1.${keyId}.`)).toBe(true);
    expect(unseal(keyringOf(TEST_SECRETS_KEY), secret.sealed)).toBe(SECRET);
    const shown = await get(supplierId, id);
    expect(shown.secrets).toEqual({ apiKey: { set: true, last4: '5521' } });
    expect(shown.values).toEqual({
      baseUrl: 'https://fares.test',
      siteId: '42',
      live: 'false',
    });
    // The lists answer no secret either.
    const mine = await (await call(`${app}/integrations?pageSize=100`)).text();
    expect(mine).not.toContain(SECRET);
    expect(mine).not.toContain(secret.sealed);
  });

  it('keeps a secret when other fields are saved, and replaces it only when sent', async () => {
    const supplierId = await addSupplierWithSettings(server());
    const id = await add(supplierId);
    const sealedBefore = await stored(id);
    const first = await get(supplierId, id);
    const { apiKey: _left, ...others } = form({ siteId: '43' }).values;
    const kept = await call(`${under(supplierId)}/${id}`, 'PUT', {
      name: 'Live EU',
      enabled: false,
      values: others,
      version: first.version,
    });
    expect(kept.status).toBe(200);
    const after = await stored(id);
    expect(after.values.apiKey).toEqual(sealedBefore.values.apiKey);
    expect(after.enabled).toBe(false);
    const second = await get(supplierId, id);
    expect(second.values.siteId).toBe('43');
    const replaced = await call(`${under(supplierId)}/${id}`, 'PUT', {
      name: 'Live EU',
      enabled: true,
      values: { ...others, apiKey: 'sk_live_new_value_9876' },
      version: second.version,
    });
    expect(replaced.status).toBe(200);
    expect((await get(supplierId, id)).secrets.apiKey?.last4).toBe('9876');
    // History shows the replacement but never the secret, sealed or plain.
    const history = await call(`/api/companies/1/audit/integrations/${id}`);
    const text = await history.text();
    expect(history.status, text).toBe(200);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('sk_live_new_value_9876');
    expect(text).not.toContain('v1.');
    const entries = (JSON.parse(text) as Paged<AuditEntry>).items;
    expect(entries.length).toBe(3);
  });

  it('refuses a wrong type, a missing required setting and a bad URL as field errors', async () => {
    const supplierId = await addSupplierWithSettings(server());
    const errors = await errorsOf(
      await call(under(supplierId), 'POST', {
        name: 'Broken',
        values: { baseUrl: 'ftp://fares.test', siteId: 'forty', live: 'maybe', region: 'ASIA' },
      }),
    );
    expect(errors).toEqual({
      'values.baseUrl': [INTEGRATION_TEXT.notUrl],
      'values.apiKey': [INTEGRATION_TEXT.required],
      'values.siteId': [INTEGRATION_TEXT.notNumber],
      'values.live': [INTEGRATION_TEXT.notBoolean],
      'values.region': [INTEGRATION_TEXT.notOption],
    });
    const unknown = await errorsOf(await call(under(supplierId), 'POST', form({ colour: 'blue' })));
    expect(unknown).toEqual({ 'values.colour': [INTEGRATION_TEXT.unknownSetting] });
  });

  it("answers 404 for another company's integration, and under another supplier", async () => {
    const supplierId = await addSupplierWithSettings(server());
    const rivals = await addCompany(server(), 'Integration Rivals');
    const [rivalApp] = await server()
      .database.db.insert(applications)
      .values({ companyId: rivals, name: 'Rival site', features: ['suppliers'] })
      .returning({ id: applications.id });
    if (!rivalApp) throw new Error('no app');
    const theirs = await addMatrixIntegration(server(), rivalApp.id, supplierId);
    // Through the demo application's path, and through theirs.
    expect((await call(`${under(supplierId)}/${theirs}`)).status).toBe(404);
    const mine = await add(supplierId);
    const other = await addSupplierWithSettings(server());
    expect((await call(`${under(other)}/${mine}`)).status).toBe(404);
    const member = await addMember(server(), 1, ['apps_integrations_read']);
    const path = `/api/applications/${rivalApp.id}/suppliers/${supplierId}/integrations/${theirs}`;
    const stray = await server().fetch(path, { headers: auth(member.accessToken) });
    expect(stray.status).toBe(404);
  });
});
