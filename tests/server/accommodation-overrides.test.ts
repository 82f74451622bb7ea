import { beforeAll, expect, it } from 'vitest';
import { OVERRIDE_TEXT, type Override, type OverrideRow } from '#contract/accommodation-overrides';
import type { Paged } from '#contract/paging';
import { PROPERTY_TEXT } from '#contract/property-content';
import { hotelSupplier, newOverride } from './accommodation-overrides.fixtures';
import { addToolsApp } from './gift-vouchers.fixtures';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';
import { PNG_1x1, pictureForm } from './images';
import { jsonCaller, signedIn } from './signed-in';

describeEachDatabase('accommodation overrides', (server) => {
  const { admin, reader } = signedIn(server, { admin: ADMIN, reader: EDITOR });
  const call = jsonCaller(server, admin);
  let app = 0;
  let hotels = 0;
  const base = () => `/api/applications/${app}/accommodationOverrides`;

  beforeAll(async () => {
    app = await addToolsApp(server());
    hotels = await hotelSupplier(server());
  });

  const created = async (body: Record<string, unknown>) => {
    const res = await call(base(), 'POST', body);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    return ((await res.json()) as { overrideId: number }).overrideId;
  };
  const errorsOf = async (res: Response) => {
    expect(res.status).toBe(400);
    return ((await res.json()) as { errors: Record<string, string[]> }).errors;
  };

  it('opens the demo application with its overrides and offers the hotel suppliers', async () => {
    const res = await call('/api/applications/1/accommodationOverrides', 'GET', undefined, reader);
    const page = (await res.json()) as Paged<OverrideRow>;
    expect(page.items.map((r) => r.supplierPropertyId)).toEqual([
      'HB-10442',
      'HB-20871',
      'HB-33019',
    ]);
    expect(page.items[0]).toMatchObject({ supplierName: 'HotelBeds Hotels', stars: 4 });
    const suppliers = (await (await call(`${base()}/suppliers`)).json()) as { name: string }[];
    expect(suppliers.map((s) => s.name)).toContain('HotelBeds Hotels');
    expect(suppliers.map((s) => s.name)).not.toContain('SkyLink Flights');
  });

  it('adds an override with an upload and an address, edits it, with its History', async () => {
    const up = await server().fetch(`${base()}/images`, {
      method: 'POST',
      headers: admin,
      body: pictureForm(PNG_1x1, 'a.png', 'image/png', 'overrideImage'),
    });
    expect(up.status).toBe(200);
    const { imageUrl } = (await up.json()) as { imageUrl: string };
    const id = await created(
      newOverride(hotels, {
        supplierPropertyId: 'HB-555',
        images: [imageUrl, 'https://cdn.example.com/555/front.jpg'],
        stars: 3,
      }),
    );
    const o = (await (await call(`${base()}/${id}`)).json()) as Override;
    expect(o).toMatchObject({
      supplierName: 'HotelBeds Hotels',
      stars: 3,
      images: [imageUrl, 'https://cdn.example.com/555/front.jpg'],
    });
    const saved = await call(`${base()}/${id}`, 'PUT', {
      supplierId: hotels,
      supplierPropertyId: 'HB-555',
      name: '',
      images: [],
      stars: 5,
      version: o.version,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ name: '', stars: 5, images: [], version: 2 });
    const stale = await call(`${base()}/${id}`, 'PUT', {
      supplierId: hotels,
      supplierPropertyId: 'HB-555',
      stars: 4,
      version: o.version,
    });
    expect(stale.status).toBe(409);
    const history = await call(`/api/companies/1/audit/accommodationOverrides/${id}`);
    expect(history.status).toBe(200);
    expect(JSON.stringify(await history.json())).toContain('HB-555');
    const found = (await (await call(`${base()}?search=hb-55`)).json()) as Paged<OverrideRow>;
    expect(found.items.map((r) => r.overrideId)).toEqual([id]);
    expect((await call(`${base()}/${id}`, 'DELETE')).status).toBe(200);
  });

  it("refuses a duplicate supplier's property id as the field's error", async () => {
    await created(newOverride(hotels, { supplierPropertyId: 'HB-DUP' }));
    const again = await call(base(), 'POST', newOverride(hotels, { supplierPropertyId: 'HB-DUP' }));
    expect(await errorsOf(again)).toEqual({ supplierPropertyId: [OVERRIDE_TEXT.propertyIdTaken] });
    // Another application may override the same property.
    const other = await addToolsApp(server());
    const elsewhere = await call(
      `/api/applications/${other}/accommodationOverrides`,
      'POST',
      newOverride(hotels, { supplierPropertyId: 'HB-DUP' }),
    );
    expect(elsewhere.status).toBe(201);
  });

  it('refuses stars out of range, a bad image, an unknown supplier and an override of nothing', async () => {
    const stars = await call(base(), 'POST', newOverride(hotels, { stars: 6 }));
    expect((await errorsOf(stars)).stars).toEqual([PROPERTY_TEXT.stars]);
    const script = await call(
      base(),
      'POST',
      newOverride(hotels, { images: ['javascript:alert(1)'] }),
    );
    expect((await errorsOf(script))['images.0']).toEqual([OVERRIDE_TEXT.imageInvalid]);
    const notHere = await call(
      base(),
      'POST',
      newOverride(hotels, { images: [`/api/files/${'c'.repeat(64)}`] }),
    );
    expect(await errorsOf(notHere)).toEqual({ images: [OVERRIDE_TEXT.imageNotHere] });
    const unknown = await call(base(), 'POST', newOverride(999_999));
    expect(await errorsOf(unknown)).toEqual({ supplierId: [OVERRIDE_TEXT.supplierUnknown] });
    const nothing = await call(base(), 'POST', newOverride(hotels, { name: '' }));
    expect(await errorsOf(nothing)).toEqual({ name: [OVERRIDE_TEXT.nothing] });
    const upload = await server().fetch(`${base()}/images`, {
      method: 'POST',
      headers: admin,
      body: pictureForm(
        new TextEncoder().encode('not an image at all'),
        'a.gif',
        'image/gif',
        'overrideImage',
      ),
    });
    expect(upload.status).toBe(400);
  });
});
