import { beforeAll, expect, it } from 'vitest';
import { MONEY_TEXT } from '#contract/money';
import type { Paged } from '#contract/paging';
import { PROPERTY_TEXT, type Property, type PropertyRow } from '#contract/property-content';
import { addToolsApp } from './gift-vouchers.fixtures';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';
import { GIF_1x1, PNG_1x1, pictureForm } from './images';
import { newProperty } from './property-content.fixtures';
import { jsonCaller, signedIn } from './signed-in';

describeEachDatabase('property content', (server) => {
  const { admin, reader } = signedIn(server, { admin: ADMIN, reader: EDITOR });
  const call = jsonCaller(server, admin);
  let app = 0;
  const base = () => `/api/applications/${app}/propertyContent`;

  beforeAll(async () => {
    app = await addToolsApp(server());
  });

  const created = async (body: Record<string, unknown>) => {
    const res = await call(base(), 'POST', body);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    return ((await res.json()) as { propertyId: number }).propertyId;
  };
  const get = async (id: number) => (await (await call(`${base()}/${id}`)).json()) as Property;
  const errorsOf = async (res: Response) => {
    expect(res.status).toBe(400);
    return ((await res.json()) as { errors: Record<string, string[]> }).errors;
  };
  const upload = (bytes: Uint8Array, type: string) =>
    server().fetch(`${base()}/images`, {
      method: 'POST',
      headers: admin,
      body: pictureForm(bytes, 'picture.png', type, 'propertyImage'),
    });
  const uploaded = async (bytes: Uint8Array, type: string) => {
    const res = await upload(bytes, type);
    expect(res.status).toBe(200);
    return ((await res.json()) as { imageUrl: string }).imageUrl;
  };

  it('opens the demo application with its properties', async () => {
    const res = await call('/api/applications/1/propertyContent', 'GET', undefined, reader);
    const page = (await res.json()) as Paged<PropertyRow>;
    expect(page.total).toBe(5);
    expect(page.items[0]).toMatchObject({
      name: 'Highland Lodge Inverness',
      location: 'Inverness, GB',
      stars: 4,
      fromPrice: '145.00',
      currency: 'GBP',
    });
  });

  it('adds, reads, searches, sorts and edits a property, with its History', async () => {
    const first = await uploaded(PNG_1x1, 'image/png');
    const second = await uploaded(GIF_1x1, 'image/gif');
    const id = await created(
      newProperty({
        name: 'Casa Azul',
        description: 'By the beach',
        images: [first, second],
        facilities: ['Pool', 'Wi-Fi'],
        locationName: 'Nerja',
        stars: 3,
        fromPrice: '75.5',
        offerFrom: '2027-05-01',
        offerTo: '2027-09-30',
      }),
    );
    const p = await get(id);
    expect(p).toMatchObject({
      images: [first, second],
      facilities: ['Pool', 'Wi-Fi'],
      fromPrice: '75.50',
      offerTo: '2027-09-30',
    });
    await created(newProperty({ name: 'Torre Alta', stars: 5, locationName: 'Ronda' }));
    const found = (await (await call(`${base()}?search=nerj`)).json()) as Paged<PropertyRow>;
    expect(found.items.map((r) => r.name)).toEqual(['Casa Azul']);
    const byStars = (await (await call(`${base()}?sort=-stars`)).json()) as Paged<PropertyRow>;
    expect(byStars.items[0]?.name).toBe('Torre Alta');

    // Reordered images are saved in their new order.
    const { propertyId: _, companyId: __, created: ___, updated: ____, version, ...fields } = p;
    const saved = await call(`${base()}/${id}`, 'PUT', {
      ...fields,
      images: [second, first],
      stars: 4,
      version,
    });
    expect(saved.status).toBe(200);
    expect(await get(id)).toMatchObject({ images: [second, first], stars: 4, version: 2 });
    const stale = await call(`${base()}/${id}`, 'PUT', { ...fields, version });
    expect(stale.status).toBe(409);
    const history = await call(`/api/companies/1/audit/propertyContent/${id}`);
    expect(history.status).toBe(200);
    expect(JSON.stringify(await history.json())).toContain('7550');

    expect((await call(`${base()}/${id}`, 'DELETE')).status).toBe(200);
    expect((await call(`${base()}/${id}`)).status).toBe(404);
  });

  it('takes a location only from the normalised places of its country, and lists them to pick', async () => {
    // As places compare: case and accents aside, "malaga" is the normalised Málaga.
    const id = await created(newProperty({ name: 'Casa Malaga', locationName: 'malaga' }));
    expect((await get(id)).locationName).toBe('malaga');
    const nowhere = [
      { countryCode: 'ES', locationName: 'Atlantis' },
      // A normalised place, but of another country.
      { countryCode: 'FR', locationName: 'Málaga' },
    ] as const;
    for (const place of nowhere) {
      const res = await call(
        base(),
        'POST',
        newProperty({ name: `Nowhere ${place.countryCode}`, ...place }),
      );
      expect(await errorsOf(res)).toEqual({ locationName: [PROPERTY_TEXT.unknownLocation] });
    }
    const fields = await get(id);
    const { propertyId: _, companyId: __, created: ___, updated: ____, version, ...rest } = fields;
    const moved = await call(`${base()}/${id}`, 'PUT', {
      ...rest,
      locationName: 'Atlantis',
      version,
    });
    expect(await errorsOf(moved)).toEqual({ locationName: [PROPERTY_TEXT.unknownLocation] });

    const picked = (await (await call(`${base()}/locations?search=mala`)).json()) as Paged<{
      countryCode: string;
      name: string;
    }>;
    expect(picked.items).toContainEqual({ countryCode: 'ES', name: 'Málaga' });
    expect((await call(`${base()}/locations?countryCode=XX`)).status).toBe(400);
    expect((await call(`${base()}/locations`, 'GET', undefined, reader)).status).toBe(200);
  });

  it('refuses a file that is no image, and an image not uploaded here', async () => {
    expect((await upload(new TextEncoder().encode('<svg/>'), 'image/png')).status).toBe(400);
    const elsewhere = await call(
      base(),
      'POST',
      newProperty({ images: [`/api/files/${'b'.repeat(64)}`] }),
    );
    expect(await errorsOf(elsewhere)).toEqual({ images: [PROPERTY_TEXT.imageInvalid] });
    const address = await call(base(), 'POST', newProperty({ images: ['https://x.test/a.png'] }));
    expect(Object.keys(await errorsOf(address))).toEqual(['images.0']);
  });

  it('refuses stars out of range, a bad currency or price, a name taken and inverted dates', async () => {
    const errors = await errorsOf(
      await call(base(), 'POST', newProperty({ stars: 6, currency: 'EURO', fromPrice: '-1' })),
    );
    expect(errors.stars).toEqual([PROPERTY_TEXT.stars]);
    expect(errors.currency).toEqual([MONEY_TEXT.currency]);
    expect(errors.fromPrice).toEqual([MONEY_TEXT.format]);
    expect((await errorsOf(await call(base(), 'POST', newProperty({ stars: 0 })))).stars).toEqual([
      PROPERTY_TEXT.stars,
    ]);
    await created(newProperty({ name: 'Villa Sol' }));
    expect(await errorsOf(await call(base(), 'POST', newProperty({ name: 'VILLA SOL' })))).toEqual({
      name: [PROPERTY_TEXT.nameTaken],
    });
    const inverted = await call(
      base(),
      'POST',
      newProperty({ offerFrom: '2027-06-01', offerTo: '2027-05-01', facilities: ['Spa', 'spa'] }),
    );
    expect(await errorsOf(inverted)).toEqual({
      offerTo: [PROPERTY_TEXT.datesInverted],
      facilities: [PROPERTY_TEXT.facilityTwice],
    });
  });

  it("is a tool of the application: another application's property is a 404", async () => {
    const other = await addToolsApp(server());
    const id = await created(newProperty());
    expect((await call(`/api/applications/${other}/propertyContent/${id}`)).status).toBe(404);
    expect((await call(base(), 'POST', newProperty(), reader)).status).toBe(201);
  });
});
