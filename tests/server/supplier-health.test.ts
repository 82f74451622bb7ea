import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { AuditEntry } from '#contract/audit';
import type { Integration } from '#contract/integrations';
import type { Paged } from '#contract/paging';
import type { SupplierHealthRow } from '#contract/supplier-health';
import { integrations } from '#server/integrations/schema';
import { supplierSettings, suppliers } from '#server/suppliers/schema';
import { COMPANY_ADMIN } from './admin-crm.fixtures';
import { ADMIN, describeEachDatabase, type TestServer } from './harness';
import { addSupplierWithSettings } from './integrations.fixtures';
import { type Instance, secondInstance } from './second-instance';
import { jsonCaller, signedIn } from './signed-in';
import { newSetting, newSupplier, SUPPLIERS } from './suppliers.fixtures';

const HEALTH = '/api/admin/suppliers/healthcheck';
const MINUTE = 60_000;
/** A time no real clock reaches while the suite runs, so only the ticks below find work due. */
const LATER = new Date('2100-01-01T00:00:00Z');

/** A supplier on loopback answering every check 200 and counting them by integration. */
function countingSupplier() {
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const id = new URL(req.url ?? '/', 'http://fake').pathname.split('/')[2] ?? '';
    hits.set(id, (hits.get(id) ?? 0) + 1);
    res.writeHead(200).end('ok');
  });
  return { server, hits };
}

async function loopbackSupplier(server: TestServer) {
  const [made] = await server.database.db
    .insert(suppliers)
    .values({
      productType: 'Transfers',
      code: `tick-${Date.now().toString(36)}`,
      kind: 'Custom',
      name: 'Loopback Transfers',
      healthUrl: '{baseUrl}/health',
    })
    .returning({ id: suppliers.id });
  if (!made) throw new Error('supplier not added');
  await server.database.db
    .insert(supplierSettings)
    .values({ supplierId: made.id, name: 'baseUrl', label: 'Base URL', type: 'url' });
  return made.id;
}

describeEachDatabase(
  'supplier health',
  (server) => {
    const { admin, companyAdmin } = signedIn(server, {
      admin: ADMIN,
      companyAdmin: COMPANY_ADMIN,
    });
    const call = jsonCaller(server, admin);
    const page = async (query = '') => {
      const res = await call(`${HEALTH}?${query}`);
      expect(res.status).toBe(200);
      return (await res.json()) as Paged<SupplierHealthRow>;
    };

    it('lists every integration worst first, then oldest check, searched and filtered', async () => {
      const first = await page();
      const demo = first.items.filter((r) => r.integrationName.includes('city'));
      expect(first.items[0]).toMatchObject({
        integrationName: 'SkyLink city flights',
        state: 'down',
        httpStatus: null,
        error: 'No answer within 3000 ms',
        applicationName: 'City Hopper',
      });
      expect(demo.map((r) => r.state)).toEqual(['down', 'failed']);
      const states = first.items.map((r) => r.state);
      const rank = { down: 0, failed: 1, slow: 1, unknown: 2, up: 3 } as const;
      expect(states.map((s) => rank[s])).toEqual([...states.map((s) => rank[s])].sort());
      expect(states).toEqual(expect.arrayContaining(['slow', 'up', 'unknown']));

      const alpine = await page('search=alpine');
      expect(alpine.items.map((r) => r.integrationName).sort()).toEqual([
        'RoadRunner mountain cars',
        'Traveltek Alpine',
      ]);
      const bySupplier = await page('search=hotelbeds');
      expect(bySupplier.items.map((r) => r.integrationName)).toContain('HotelBeds city hotels');
      const byCompany = await page(
        `search=${encodeURIComponent(first.items[0]?.companyName ?? '')}`,
      );
      expect(byCompany.total).toBeGreaterThanOrEqual(4);
      const slow = await page('state=slow');
      expect(slow.items.map((r) => [r.integrationName, r.latencyMs])).toEqual([
        ['RoadRunner mountain cars', 3120],
      ]);
      expect(slow.total).toBe(1);
      const failed = await page('state=failed');
      expect(failed.items.every((r) => r.state === 'failed' && r.httpStatus === 503)).toBe(true);
      const paged = await page('pageSize=2&page=2');
      expect(paged.items.map((r) => r.integrationId)).toEqual(
        first.items.slice(2, 4).map((r) => r.integrationId),
      );
      expect(paged.total).toBe(first.total);
      expect((await page('search=%25_')).total).toBe(0);
      expect((await call(`${HEALTH}?state=sideways`)).status).toBe(400);
      expect((await call(HEALTH, 'GET', undefined, companyAdmin)).status).toBe(404);
    });

    it('checks each due enabled integration once across two instances, again a period on', async () => {
      const fake = countingSupplier();
      await new Promise<void>((done) => fake.server.listen(0, '127.0.0.1', done));
      const base = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
      const other: Instance = await secondInstance(server());
      try {
        const { db } = server().database;
        // Every integration already there is due long after the ticks below.
        await db.update(integrations).set({ healthDueAt: new Date('2200-01-01T00:00:00Z') });
        const supplierId = await loopbackSupplier(server());
        const added = await db
          .insert(integrations)
          .values(
            Array.from({ length: 45 }, (_, n) => ({
              applicationId: 1,
              supplierId,
              name: `Tick ${n}`,
              enabled: n !== 0,
              values: { baseUrl: `${base}/i/${n}` },
              healthDueAt: LATER,
            })),
          )
          .returning({ id: integrations.id });
        const ids = added.map((r) => r.id);

        const tickBoth = (at: Date) =>
          Promise.all([
            server().app.areaWork.tick('integrationHealth', at),
            other.app.areaWork.tick('integrationHealth', at),
          ]);
        await tickBoth(LATER);
        const once = Array.from({ length: 45 }, (_, n) => fake.hits.get(String(n)) ?? 0);
        expect(once).toEqual([0, ...Array.from({ length: 44 }, () => 1)]);
        const rows = await db.select().from(integrations).where(inArray(integrations.id, ids));
        const enabled = rows.filter((r) => r.enabled);
        expect(enabled.every((r) => r.healthStatus === 'up' && r.healthHttpStatus === 200)).toBe(
          true,
        );
        expect(enabled.every((r) => r.healthCheckedAt?.getTime() === LATER.getTime())).toBe(true);
        expect(rows.find((r) => !r.enabled)?.healthCheckedAt).toBeNull();

        // Within the period nothing is due; a period on, each is checked once more.
        await tickBoth(new Date(LATER.getTime() + 10 * MINUTE));
        expect(fake.hits.get('1')).toBe(1);
        await tickBoth(new Date(LATER.getTime() + 15 * MINUTE));
        const twice = Array.from({ length: 44 }, (_, n) => fake.hits.get(String(n + 1)));
        expect(twice).toEqual(Array.from({ length: 44 }, () => 2));
        await db.delete(integrations).where(inArray(integrations.id, ids));
      } finally {
        await other.close();
        fake.server.closeAllConnections();
        await new Promise((done) => fake.server.close(done));
      }
    });

    it("shows a setting definition's changes in its supplier's History", async () => {
      const made = await call(SUPPLIERS, 'POST', newSupplier());
      const { supplierId } = (await made.json()) as { supplierId: number };
      const settings = `${SUPPLIERS}/${supplierId}/settings`;
      const setting = newSetting({ name: 'region', label: 'Region' });
      expect((await call(settings, 'POST', setting)).status).toBe(201);
      expect(
        (await call(`${settings}/region`, 'PUT', { ...setting, label: 'Market', version: 1 }))
          .status,
      ).toBe(200);
      expect((await call(`${settings}/region`, 'DELETE')).status).toBe(200);

      const history = async (area: string, id: number) =>
        (await (await call(`/api/admin/audit/${area}/${id}`)).json()) as Paged<AuditEntry>;
      const trail = await history('suppliers', supplierId);
      expect(trail.items.map((e) => [e.area, e.action])).toEqual([
        ['supplierSettings', 'delete'],
        ['supplierSettings', 'update'],
        ['supplierSettings', 'create'],
        ['suppliers', 'create'],
      ]);
      expect(trail.total).toBe(4);
      expect(trail.items[1]?.changes.label).toEqual(['Region', 'Market']);
      // The setting keeps its own History, and another supplier's shows none of it.
      const own = trail.items[1]?.recordId ?? '';
      expect((await history('supplierSettings', Number(own))).total).toBe(3);
      const other = await call(SUPPLIERS, 'POST', newSupplier());
      const { supplierId: otherId } = (await other.json()) as { supplierId: number };
      expect((await history('suppliers', otherId)).total).toBe(1);
    });

    it('adds a setting the integration lacks through its update, keeping its secret', async () => {
      const supplierId = await addSupplierWithSettings(server());
      const at = `/api/applications/1/suppliers/${supplierId}/integrations`;
      const values = { baseUrl: 'https://fares.test', apiKey: 'fares-secret-9876', siteId: '7' };
      const made = await call(at, 'POST', { name: 'Fares', values });
      const { integrationId } = (await made.json()) as { integrationId: number };
      const read = (await (await call(`${at}/${integrationId}`)).json()) as Integration;
      expect(Object.keys(read.values).sort()).toEqual(['baseUrl', 'live', 'siteId']);

      const save = (more: Record<string, string>) =>
        call(`${at}/${integrationId}`, 'PUT', {
          name: read.name,
          enabled: read.enabled,
          values: { ...read.values, ...more },
          version: read.version,
        });
      const wrong = await save({ region: 'ASIA' });
      expect(wrong.status).toBe(400);
      expect(Object.keys(((await wrong.json()) as { errors: object }).errors)).toEqual([
        'values.region',
      ]);
      const saved = await save({ region: 'EU', note: 'Added later' });
      expect(saved.status).toBe(200);
      const after = (await saved.json()) as Integration;
      expect(after.values).toMatchObject({ region: 'EU', note: 'Added later' });
      expect(after.secrets.apiKey).toEqual({ set: true, last4: '9876' });
    });
  },
  { healthCheckMinutes: 15 },
);
