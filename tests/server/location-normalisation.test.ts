import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import type { AuditEntry } from '#contract/audit';
import { INGESTION_KEY_HEADER } from '#contract/events';
import {
  LOCATION_TEXT,
  type LocationName,
  type LocationNameRow,
  type NormalisedLocation,
} from '#contract/location-normalisation';
import { MSG } from '#contract/messages';
import type { Order, OrderRow } from '#contract/orders';
import type { Paged } from '#contract/paging';
import type { QuoteAnswer } from '#contract/pricing-quote';
import { COMPANY_ADMIN } from './admin-crm.fixtures';
import { ingestionKey } from './events.fixtures';
import { ADMIN, describeEachDatabase } from './harness';
import { anOrder, one, sendOrders } from './ingest.fixtures';
import { addLocationName, LOCATIONS } from './location-normalisation.fixtures';
import { addPricingApp, hotel, newRule } from './pricing-rules.fixtures';
import { jsonCaller, signedIn } from './signed-in';

type Cells = ReadonlyArray<ReadonlyArray<string>>;
const HEADER = ['Country code', 'Supplier location name', 'Normalised name'];

async function workbook(rows: Cells, header: readonly string[] = HEADER): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Locations');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describeEachDatabase('location normalisation', (server) => {
  const { admin, companyAdmin } = signedIn(server, { admin: ADMIN, companyAdmin: COMPANY_ADMIN });
  const call = jsonCaller(server, admin);
  const list = async (query: string) => {
    const res = await call(`${LOCATIONS}?${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Paged<LocationNameRow>;
  };
  const errorsOf = async (res: Response) => {
    expect(res.status).toBe(400);
    return ((await res.json()) as { errors: Record<string, string[]> }).errors;
  };
  const map = (nameId: number, normalisedName: unknown) =>
    call(`${LOCATIONS}/names/${nameId}/mapping`, 'PUT', { normalisedName });
  const location = async (country: string, name: string) =>
    call(`${LOCATIONS}/${country}/${encodeURIComponent(name)}`);
  const history = async (area: string, id: number) =>
    (await (await call(`/api/admin/audit/${area}/${id}`)).json()) as Paged<AuditEntry>;
  const upload = (bytes: Uint8Array) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'locations.xlsx');
    return server().fetch(`${LOCATIONS}/import`, { method: 'POST', headers: admin, body: form });
  };

  it('lists the demo names unmapped first, each with similar normalised names of its country', async () => {
    const first = await list('pageSize=100');
    const mappedAt = first.items.findIndex((r) => r.normalisedName !== null);
    expect(mappedAt).toBeGreaterThan(0);
    expect(first.items.slice(mappedAt).every((r) => r.normalisedName !== null)).toBe(true);
    const palma = first.items.find((r) => r.name === 'Palma Majorca');
    expect(palma).toMatchObject({ countryCode: 'ES', normalisedName: null });
    expect(palma?.suggestions[0]).toBe('Palma de Mallorca');
    // Suggestions stay in the country: Spain's places are never offered for a French name.
    const paris = first.items.find((r) => r.name === 'Paris Centre');
    expect(paris?.suggestions).toEqual(['Paris']);
    expect(first.items.find((r) => r.normalisedName !== null)?.suggestions).toEqual([]);

    const spain = await list('countryCode=ES&mapped=unmapped');
    expect(spain.items.length).toBeGreaterThan(0);
    expect(spain.items.every((r) => r.countryCode === 'ES' && r.normalisedName === null)).toBe(
      true,
    );
    const mapped = await list('mapped=mapped&search=mallorca');
    expect(mapped.items.map((r) => r.name).sort()).toEqual(
      ['PALMA DE MALLORCA', 'Palma (Majorca)', 'Palma, Mallorca'].sort(),
    );
    const paged = await list('pageSize=2&page=2&sort=name');
    expect(paged.items).toHaveLength(2);
    expect(paged.total).toBe(first.total);
    expect((await list('search=%25_')).total).toBe(0);
    expect(Object.keys(await errorsOf(await call(`${LOCATIONS}?sort=key`)))).toEqual(['sort']);
  });

  it('is for platform admins only', async () => {
    const res = await call(LOCATIONS, 'GET', undefined, companyAdmin);
    expect(res.status).toBe(404);
  });

  it('accepts a suggestion, with History, and refuses bad input as field errors', async () => {
    const fresh = await addLocationName(server(), {});
    await call(`${LOCATIONS}/names/${fresh.nameId}/mapping`, 'PUT', { normalisedName: 'Seville' });
    const res = await map(fresh.nameId, 'seville');
    expect(res.status).toBe(200);
    // Any case of a name the country has is that location, not another.
    expect(((await res.json()) as LocationName).normalisedName).toBe('Seville');
    const trail = await history('locationNames', fresh.nameId);
    expect(trail.items[0]).toMatchObject({ action: 'update', label: `${fresh.name} (ES)` });

    expect(await errorsOf(await map(fresh.nameId, ''))).toEqual({
      normalisedName: [LOCATION_TEXT.normalisedRequired],
    });
    expect(await errorsOf(await map(fresh.nameId, 'x'.repeat(101)))).toEqual({
      normalisedName: [MSG.maxLength(100)],
    });
    expect(Object.keys(await errorsOf(await call(`${LOCATIONS}?countryCode=XX`)))).toEqual([
      'countryCode',
    ]);
    expect((await map(999_999, 'Seville')).status).toBe(404);
  });

  it('shows a normalised location with its names; a rename keeps them, an unmap lets one go', async () => {
    const a = await addLocationName(server(), { mapped: true });
    const b = await addLocationName(server(), {});
    expect((await map(b.nameId, a.normalisedName)).status).toBe(200);
    const shown = (await (await location('ES', a.normalisedName)).json()) as NormalisedLocation;
    expect(shown.names.map((n) => n.nameId).sort()).toEqual([a.nameId, b.nameId].sort());

    const renamed = await call(`${LOCATIONS}/ES/${encodeURIComponent(a.normalisedName)}`, 'PUT', {
      name: `${a.normalisedName} renamed`,
    });
    expect(renamed.status).toBe(200);
    const after = (await renamed.json()) as NormalisedLocation;
    expect(after).toMatchObject({ name: `${a.normalisedName} renamed`, nameCount: 2 });
    expect((await location('ES', a.normalisedName)).status).toBe(404);
    const trail = await history('normalisedLocations', after.locationId);
    expect(trail.items[0]?.action).toBe('update');

    const taken = await call(`${LOCATIONS}/ES/${encodeURIComponent(after.name)}`, 'PUT', {
      name: 'barcelona',
    });
    expect(await errorsOf(taken)).toEqual({ name: [LOCATION_TEXT.nameTaken] });

    const unmapped = await call(`${LOCATIONS}/names/${b.nameId}/mapping`, 'DELETE');
    expect(((await unmapped.json()) as LocationName).normalisedName).toBeNull();
    const left = (await (await location('ES', after.name)).json()) as NormalisedLocation;
    expect(left.names.map((n) => n.nameId)).toEqual([a.nameId]);
    expect((await location('QQ', 'Barcelona')).status).toBe(400);
  });

  it('imports names from a workbook, and nothing at all when any row is invalid', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const refused = await upload(
      await workbook([
        ['ES', `Ibiza Town ${tag}`, ''],
        ['ZZ', `Nowhere ${tag}`, ''],
        ['ES', '', ''],
        ['ES', `Ibiza  town ${tag}`, ''],
        ['FR', 'y'.repeat(101), ''],
      ]),
    );
    const errors = await errorsOf(refused);
    expect(errors).toEqual({
      'rows.3.countryCode': [LOCATION_TEXT.countryInvalid],
      'rows.4.name': [LOCATION_TEXT.nameRequired],
      'rows.5.name': [LOCATION_TEXT.duplicateRow(2)],
      'rows.6.name': [MSG.maxLength(100)],
    });
    expect((await list(`search=${tag}`)).total).toBe(0);

    const done = await upload(
      await workbook([
        ['es', `Ibiza Town ${tag}`, `Ibiza ${tag}`],
        ['ES', `Eivissa ${tag}`, `Ibiza ${tag}`],
        ['PT', `Faro Airport ${tag}`, ''],
      ]),
    );
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ added: 3, mapped: 2 });
    const rows = await list(`search=${tag}&sort=name`);
    expect(rows.items.map((r) => [r.name, r.normalisedName, r.source])).toEqual([
      [`Eivissa ${tag}`, `Ibiza ${tag}`, 'upload'],
      [`Faro Airport ${tag}`, null, 'upload'],
      [`Ibiza Town ${tag}`, `Ibiza ${tag}`, 'upload'],
    ]);
    const wrong = await upload(await workbook([['ES', 'x']], ['Country', 'Name']));
    expect(await errorsOf(wrong)).toEqual({ file: [LOCATION_TEXT.wrongColumns] });
  });

  it('collects the destinations of ingested order items, once per place', async () => {
    const key = await ingestionKey(server(), admin, 2);
    const tag = Math.random().toString(36).slice(2, 8);
    const item = (name: string) => ({
      ...anOrder('X').items[0],
      destination: { countryCode: 'GR', name },
    });
    const res = await sendOrders(server(), 2, key, [
      anOrder(`LOC${tag}`, { items: [item(`Chania ${tag}`), item(`CHANIA  ${tag}`)] }),
      anOrder(`LOC${tag}B`, { items: [item(`Héraklion ${tag}`)] }),
    ]);
    expect(res.status).toBe(200);
    const found = await list(`countryCode=GR&search=${tag}&sort=name`);
    expect(found.items.map((r) => [r.name, r.source])).toEqual([
      [`Chania ${tag}`, 'orders'],
      [`Héraklion ${tag}`, 'orders'],
    ]);
    const bad = await sendOrders(server(), 2, key, [
      anOrder(`LOC${tag}C`, {
        items: [{ ...item(''), destination: { countryCode: 'XX', name: '' } }],
      }),
    ]);
    expect(JSON.stringify(bad.body)).toContain(LOCATION_TEXT.countryInvalid);
    const n = await one<{ n: number }>(
      server(),
      sql`select count(*)::int as n from location_names where country_code = 'XX'`,
    );
    expect(n?.n).toBe(0);
  });

  it("shows an order item's destination as sent, with the normalised name it is mapped to once mapped", async () => {
    const key = await ingestionKey(server(), admin, 2);
    const tag = Math.random().toString(36).slice(2, 8);
    const reference = `DST${tag}`;
    const sent = await sendOrders(server(), 2, key, [
      anOrder(reference, {
        items: [
          { ...anOrder('X').items[0], destination: { countryCode: 'GR', name: `Rethymno ${tag}` } },
        ],
      }),
    ]);
    expect(sent.status).toBe(200);
    const rows = (await (
      await call(`/api/applications/2/ordermanager/myorders?text=${reference}&from=2026-01-01`)
    ).json()) as Paged<OrderRow>;
    const row = rows.items[0];
    expect(row?.reference).toBe(reference);
    const destination = async () => {
      const res = await call(`/api/applications/2/ordermanager/${row?.orderId}/${row?.orderKey}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as Order).items.map((i) => i.destination);
    };
    expect(await destination()).toEqual([
      { countryCode: 'GR', name: `Rethymno ${tag}`, normalisedName: null },
    ]);
    const name = (await list(`countryCode=GR&search=Rethymno ${tag}`)).items[0];
    expect((await map(name?.nameId ?? 0, `Rethymnon ${tag}`)).status).toBe(200);
    expect(await destination()).toEqual([
      { countryCode: 'GR', name: `Rethymno ${tag}`, normalisedName: `Rethymnon ${tag}` },
    ]);
  });

  it('prices an item by the normalised name its supplier name is mapped to', async () => {
    const app = await addPricingApp(server());
    const key = await ingestionKey(server(), admin, app);
    const rule = await call(
      `/api/applications/${app}/pricingRules`,
      'POST',
      newRule({
        name: 'Mallorca',
        destinations: [{ countryCode: 'ES', name: 'Palma de Mallorca' }],
      }),
    );
    expect(rule.status).toBe(201);
    const quote = async (name: string) => {
      const res = await server().fetch(`/api/applications/${app}/pricing/quote`, {
        method: 'POST',
        headers: { [INGESTION_KEY_HEADER]: key },
        body: { items: [hotel({ destination: { countryCode: 'ES', name } })] },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as QuoteAnswer).items[0];
    };
    expect(await quote('Palma (Majorca)')).toMatchObject({ ruleName: 'Mallorca', price: '770.00' });
    // The demo's unmapped spelling matches no rule until someone maps it.
    expect(await quote('Palma Majorca')).toMatchObject({ ruleId: null, price: '700.00' });
    const palma = (await list('search=Palma Majorca')).items[0];
    expect(palma).toBeDefined();
    await map(palma?.nameId ?? 0, 'Palma de Mallorca');
    expect(await quote('palma majorca')).toMatchObject({ ruleName: 'Mallorca' });
    await call(`${LOCATIONS}/names/${palma?.nameId}/mapping`, 'DELETE');
  });
});
