import { beforeAll, expect, it } from 'vitest';
import {
  LOCATION_TEXT,
  type Location,
  type LocationListRow,
  type LocationRow,
  type TopLocation,
  type TopLocationRow,
} from '#contract/locations';
import type { Paged } from '#contract/paging';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';
import { addToolsApp } from './membership-levels.fixtures';
import { jsonCaller, signedIn } from './signed-in';

type Errors = Record<string, string[]>;

describeEachDatabase('location lists', (server) => {
  const { admin, reader } = signedIn(server, { admin: ADMIN, reader: EDITOR });
  const call = jsonCaller(server, admin);
  let app = 0;
  const lists = () => `/api/applications/${app}/locationLists`;
  const places = (listId: number) => `${lists()}/${listId}/locations`;

  beforeAll(async () => {
    app = await addToolsApp(server());
  });

  const json = async <T>(res: Response, status = 200): Promise<T> => {
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(status);
    return (await res.json()) as T;
  };
  const refused = async (res: Response) => (await json<{ errors: Errors }>(res, 400)).errors;
  const addList = async (name: string) =>
    (await json<{ locationListId: number }>(await call(lists(), 'POST', { name }), 201))
      .locationListId;
  const add = async (listId: number, name: string, parentId: number | null = null) =>
    (
      await json<{ locationId: number }>(
        await call(places(listId), 'POST', { name, parentId }),
        201,
      )
    ).locationId;
  const level = async (listId: number, query = '') =>
    json<Paged<LocationRow>>(await call(`${places(listId)}${query}`));
  const read = (listId: number, id: number) =>
    call(`${places(listId)}/${id}`).then((r) => json<Location>(r));
  const save = async (listId: number, id: number, change: Record<string, unknown>) => {
    const now = await read(listId, id);
    const body = { name: now.name, code: now.code, parentId: now.parentId, ...change };
    return call(`${places(listId)}/${id}`, 'PUT', { ...body, version: now.version });
  };

  it('opens the demo application with its lists, countries, regions and cities', async () => {
    const demo = await json<Paged<LocationListRow>>(
      await call('/api/applications/1/locationLists', 'GET', undefined, reader),
    );
    expect(demo.items.map((l) => [l.name, l.locations])).toEqual([
      ['City breaks', 6],
      ['Sun destinations', 17],
    ]);
    const sun = demo.items[1]?.locationListId ?? 0;
    const base = `/api/applications/1/locationLists/${sun}/locations`;
    const countries = await json<Paged<LocationRow>>(await call(base, 'GET', undefined, reader));
    expect(countries.items.map((c) => [c.name, c.level, c.children])).toEqual([
      ['Greece', 1, 1],
      ['Portugal', 1, 1],
      ['Spain', 1, 3],
    ]);
    const spain = countries.items[2]?.locationId ?? 0;
    const regions = await json<Paged<LocationRow>>(
      await call(`${base}?parentId=${spain}`, 'GET', undefined, reader),
    );
    expect(regions.items.map((r) => r.name)).toEqual([
      'Andalusia',
      'Balearic Islands',
      'Canary Islands',
    ]);
    const andalusia = regions.items[0]?.locationId ?? 0;
    const cities = await json<Paged<LocationRow>>(
      await call(`${base}?parentId=${andalusia}`, 'GET', undefined, reader),
    );
    expect(cities.items.map((c) => [c.name, c.level])).toEqual([
      ['Málaga', 3],
      ['Seville', 3],
    ]);
  });

  it('builds a tree of three levels, pages and searches each, and refuses a fourth', async () => {
    const listId = await addList('Islands');
    const spain = await add(listId, 'Spain');
    await add(listId, 'Portugal');
    const canaries = await add(listId, 'Canary Islands', spain);
    const tenerife = await add(listId, 'Tenerife', canaries);
    await add(listId, 'Lanzarote', canaries);
    const top = await level(listId, '?pageSize=1&sort=-name');
    expect([top.total, top.items.map((c) => c.name)]).toEqual([2, ['Spain']]);
    const found = await level(listId, `?parentId=${canaries}&search=tene`);
    expect(found.items.map((c) => c.name)).toEqual(['Tenerife']);
    const regions = await level(listId, '?level=2');
    expect(regions.items.map((r) => [r.name, r.children])).toEqual([['Canary Islands', 2]]);
    const city = await read(listId, tenerife);
    expect(city).toMatchObject({ level: 3, parentId: canaries, listName: 'Islands' });
    expect(city.ancestors.map((a) => [a.name, a.level])).toEqual([
      ['Spain', 1],
      ['Canary Islands', 2],
    ]);
    const fourth = await call(places(listId), 'POST', { name: 'Puerto', parentId: tenerife });
    expect(await refused(fourth)).toEqual({ parentId: [LOCATION_TEXT.fourthLevel] });
    expect((await level(listId, `?parentId=${tenerife}`)).total).toBe(0);
    expect(await refused(await call(places(listId), 'POST', { name: 'spain' }))).toEqual({
      name: [LOCATION_TEXT.locationTaken],
    });
    // The same name under another parent is another place.
    await add(listId, 'Canary Islands', await add(listId, 'Atlantic'));
  });

  it('renames and moves a region with its cities, within the level above only', async () => {
    const listId = await addList('Moves');
    const spain = await add(listId, 'Spain');
    const portugal = await add(listId, 'Portugal');
    const region = await add(listId, 'Atlantic coast', spain);
    const other = await add(listId, 'Algarve', portugal);
    const city = await add(listId, 'Vigo', region);
    expect((await save(listId, region, { name: 'Galicia', code: 'GA' })).status).toBe(200);
    expect((await save(listId, region, { parentId: portugal })).status).toBe(200);
    const moved = await read(listId, region);
    expect(moved).toMatchObject({ name: 'Galicia', code: 'GA', parentId: portugal, level: 2 });
    expect(moved.children).toBe(1);
    expect((await read(listId, city)).ancestors.map((a) => a.name)).toEqual([
      'Portugal',
      'Galicia',
    ]);
    expect(await refused(await save(listId, region, { parentId: other }))).toEqual({
      parentId: [LOCATION_TEXT.fourthLevel],
    });
    expect(await refused(await save(listId, city, { parentId: spain }))).toEqual({
      parentId: [LOCATION_TEXT.moveLevel(3)],
    });
    expect(await refused(await save(listId, region, { parentId: null }))).toEqual({
      parentId: [LOCATION_TEXT.moveLevel(2)],
    });
    expect(await refused(await save(listId, spain, { parentId: portugal }))).toEqual({
      parentId: [LOCATION_TEXT.moveLevel(1)],
    });
    const elsewhere = await add(await addList('Elsewhere'), 'France');
    expect(await refused(await save(listId, region, { parentId: elsewhere }))).toEqual({
      parentId: [LOCATION_TEXT.parentUnknown],
    });
    const history = await json<{ items: unknown[] }>(
      await call(`/api/companies/1/audit/locations/${region}`),
    );
    expect(JSON.stringify(history)).toContain('Galicia');
  });

  it('refuses a stale save, deletes only empty locations and lists, and keeps lists apart', async () => {
    const listId = await addList('Deletions');
    const country = await add(listId, 'Greece');
    const region = await add(listId, 'Crete', country);
    const first = await read(listId, region);
    const body = { name: 'Kriti', code: '', parentId: country, version: first.version };
    expect((await call(`${places(listId)}/${region}`, 'PUT', body)).status).toBe(200);
    expect((await call(`${places(listId)}/${region}`, 'PUT', body)).status).toBe(409);
    const held = await call(`${places(listId)}/${country}`, 'DELETE');
    expect(held.status).toBe(409);
    expect(await held.json()).toEqual({ title: LOCATION_TEXT.childrenHeld });
    const full = await call(`${lists()}/${listId}`, 'DELETE');
    expect(await json(full, 409)).toEqual({ title: LOCATION_TEXT.listNotEmpty });
    expect((await call(`${places(listId)}/${region}`, 'DELETE')).status).toBe(200);
    expect((await call(`${places(listId)}/${country}`, 'DELETE')).status).toBe(200);
    const other = await addList('Other');
    const stranger = await add(other, 'Italy');
    expect((await call(`${places(listId)}/${stranger}`)).status).toBe(404);
    const otherApp = await addToolsApp(server());
    expect((await call(`/api/applications/${otherApp}/locationLists/${other}`)).status).toBe(404);
    expect(
      (await call(`/api/applications/${otherApp}/locationLists/${other}/locations`)).status,
    ).toBe(404);
    const list = await json<{ version: number }>(await call(`${lists()}/${listId}`));
    const renamed = { name: 'Gone soon', description: '', version: list.version };
    expect((await call(`${lists()}/${listId}`, 'PUT', renamed)).status).toBe(200);
    expect(await refused(await call(lists(), 'POST', { name: 'gone SOON' }))).toEqual({
      name: [LOCATION_TEXT.listTaken],
    });
    expect((await call(`${lists()}/${listId}`, 'DELETE')).status).toBe(200);
    const history = await call(`/api/companies/1/audit/locationLists/${listId}`);
    expect(JSON.stringify(await history.json())).toContain('Gone soon');
  });
});

describeEachDatabase('top locations', (server) => {
  const { admin, reader } = signedIn(server, { admin: ADMIN, reader: EDITOR });
  const call = jsonCaller(server, admin);
  let app = 0;
  const tops = () => `/api/applications/${app}/topLocations`;
  const order = () => `/api/applications/${app}/topLocationOrder`;

  beforeAll(async () => {
    app = await addToolsApp(server());
  });

  const json = async <T>(res: Response, status = 200): Promise<T> => {
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(status);
    return (await res.json()) as T;
  };
  const add = async (name: string, over: Record<string, unknown> = {}) =>
    (
      await json<{ topLocationId: number }>(
        await call(tops(), 'POST', { name, countryCode: 'ES', ...over }),
        201,
      )
    ).topLocationId;
  const ordered = async () =>
    (await json<{ items: TopLocationRow[] }>(await call(order()))).items.map((t) => [
      t.name,
      t.position,
    ]);

  it('opens the demo application with its top locations in order, linked to its lists', async () => {
    const demo = await json<{ items: TopLocationRow[] }>(
      await call('/api/applications/1/topLocationOrder', 'GET', undefined, reader),
    );
    expect(demo.items.map((t) => [t.name, t.locationName])).toEqual([
      ['Málaga', 'Málaga — Sun destinations'],
      ['Algarve', 'Faro — Sun destinations'],
      ['Palma de Mallorca', 'Palma — Sun destinations'],
      ['Crete', 'Heraklion — Sun destinations'],
      ['Dubai', null],
      ['New York', null],
    ]);
  });

  it('adds after the last, links a list entry, and refuses bad fields and foreign links', async () => {
    const lists = `/api/applications/${app}/locationLists`;
    const { locationListId } = await json<{ locationListId: number }>(
      await call(lists, 'POST', { name: 'Featured' }),
      201,
    );
    const { locationId } = await json<{ locationId: number }>(
      await call(`${lists}/${locationListId}/locations`, 'POST', { name: 'Spain' }),
      201,
    );
    const first = await add('Barcelona', { locationId, imageUrl: 'https://img.example/bcn.jpg' });
    const read = await json<TopLocation>(await call(`${tops()}/${first}`));
    expect(read).toMatchObject({ position: 1, locationName: 'Spain — Featured' });
    await add('Lisbon', { countryCode: 'PT' });
    expect(await ordered()).toEqual([
      ['Barcelona', 1],
      ['Lisbon', 2],
    ]);
    const links = await json<Paged<{ label: string }>>(
      await call(`/api/applications/${app}/topLocationLinks?search=spa`),
    );
    expect(links.items.map((l) => l.label)).toEqual(['Spain — Featured']);
    // A picker names the location a top location links to by its id alone.
    const [spain] = (
      await json<Paged<{ locationId: number; label: string }>>(
        await call(`/api/applications/${app}/topLocationLinks?search=spa`),
      )
    ).items;
    const one = await json<Paged<{ label: string }>>(
      await call(`/api/applications/${app}/topLocationLinks?locationId=${spain?.locationId}`),
    );
    expect(one.items.map((l) => l.label)).toEqual(['Spain — Featured']);
    const bad = await call(tops(), 'POST', {
      name: 'Nowhere',
      countryCode: 'Spain',
      imageUrl: 'javascript:alert(1)',
    });
    expect(Object.keys((await json<{ errors: Errors }>(bad, 400)).errors).sort()).toEqual([
      'countryCode',
      'imageUrl',
    ]);
    const demoList = await json<Paged<LocationListRow>>(
      await call('/api/applications/1/locationLists'),
    );
    const demoCountries = await json<Paged<LocationRow>>(
      await call(
        `/api/applications/1/locationLists/${demoList.items[0]?.locationListId}/locations`,
      ),
    );
    const foreign = await call(tops(), 'POST', {
      name: 'Borrowed',
      countryCode: 'FR',
      locationId: demoCountries.items[0]?.locationId,
    });
    expect((await json<{ errors: Errors }>(foreign, 400)).errors).toEqual({
      locationId: [LOCATION_TEXT.linkUnknown],
    });
  });

  it('reorders every top location in one save, refuses a stale order, keeps History', async () => {
    const rome = await add('Rome', { countryCode: 'IT' });
    const before = await json<{ items: TopLocationRow[] }>(await call(order()));
    const ids = before.items.map((t) => t.topLocationId);
    const moved = [rome, ...ids.filter((id) => id !== rome)];
    const saved = await json<{ items: TopLocationRow[] }>(
      await call(order(), 'PUT', { topLocationIds: moved }),
    );
    expect(saved.items.map((t) => t.topLocationId)).toEqual(moved);
    expect(saved.items.map((t) => t.position)).toEqual(moved.map((_, i) => i + 1));
    const missing = await call(order(), 'PUT', { topLocationIds: moved.slice(1) });
    expect(await json(missing, 409)).toEqual({ title: LOCATION_TEXT.orderChanged });
    const twice = await call(order(), 'PUT', { topLocationIds: [rome, ...moved] });
    expect(twice.status).toBe(409);
    const history = await call(`/api/companies/1/audit/topLocations/${rome}`);
    expect(JSON.stringify(await history.json())).toContain('position');
    const page = await json<Paged<TopLocationRow>>(await call(`${tops()}?pageSize=2`));
    expect([page.total, page.items[0]?.name]).toEqual([moved.length, 'Rome']);
    const read = await json<TopLocation>(await call(`${tops()}/${rome}`));
    const body = { name: 'Roma', countryCode: 'IT', locationId: null, imageUrl: '' };
    const stale = { ...body, version: read.version - 1 };
    expect((await call(`${tops()}/${rome}`, 'PUT', stale)).status).toBe(409);
    expect(
      (await call(`${tops()}/${rome}`, 'PUT', { ...body, version: read.version })).status,
    ).toBe(200);
    expect((await call(`${tops()}/${rome}`, 'DELETE')).status).toBe(200);
    expect((await call(`${tops()}/${rome}`)).status).toBe(404);
    const other = await addToolsApp(server());
    const left = (await json<{ items: TopLocationRow[] }>(await call(order()))).items;
    expect(
      (await call(`/api/applications/${other}/topLocations/${left[0]?.topLocationId}`)).status,
    ).toBe(404);
  });
});

describeEachDatabase('flight search partner locations', (server) => {
  const { admin, reader } = signedIn(server, { admin: ADMIN, reader: EDITOR });
  const call = jsonCaller(server, admin);
  let app = 0;
  const base = () => `/api/applications/${app}/flightPartnerLocations`;

  beforeAll(async () => {
    app = await addToolsApp(server());
  });

  const mapping = (over: Record<string, unknown> = {}) => ({
    partner: 'SkyScout',
    partnerCode: 'malaga_es',
    iataCode: 'AGP',
    name: 'Málaga airport',
    ...over,
  });

  it('opens the demo application with its partners’ codes', async () => {
    const res = await call(
      '/api/applications/1/flightPartnerLocations?sort=iataCode',
      'GET',
      undefined,
      reader,
    );
    const page = (await res.json()) as Paged<{ iataCode: string }>;
    expect(page.total).toBe(8);
    expect(page.items.map((m) => m.iataCode).slice(0, 3)).toEqual(['AGP', 'DXB', 'FAO']);
  });

  it('maps a code, edits it with History, refuses a stale save and a duplicate', async () => {
    const made = await call(base(), 'POST', mapping());
    expect(made.status).toBe(201);
    const { partnerLocationId: id } = (await made.json()) as { partnerLocationId: number };
    const read = (await (await call(`${base()}/${id}`)).json()) as { version: number };
    const body = { ...mapping({ iataCode: 'XRY', name: 'Jerez' }), version: read.version };
    expect((await call(`${base()}/${id}`, 'PUT', body)).status).toBe(200);
    expect((await call(`${base()}/${id}`, 'PUT', body)).status).toBe(409);
    const found = (await (await call(`${base()}?search=xry`)).json()) as Paged<{ name: string }>;
    expect(found.items.map((m) => m.name)).toEqual(['Jerez']);
    const twice = await call(base(), 'POST', mapping({ partnerCode: 'MALAGA_ES' }));
    expect(twice.status).toBe(400);
    expect(((await twice.json()) as { errors: Errors }).errors).toEqual({
      partnerCode: [LOCATION_TEXT.mappingTaken],
    });
    const history = await call(`/api/companies/1/audit/flightPartnerLocations/${id}`);
    expect(JSON.stringify(await history.json())).toContain('XRY');
    expect((await call(`${base()}/${id}`, 'DELETE')).status).toBe(200);
    expect((await call(`${base()}/${id}`)).status).toBe(404);
  });

  it('refuses an IATA code that is not exactly three letters A–Z, saving nothing', async () => {
    for (const iataCode of ['AG', 'AGPX', 'agp', 'A1P', ' AGP', 'ÁGP', '']) {
      const res = await call(base(), 'POST', mapping({ partnerCode: 'bad', iataCode }));
      expect(res.status, iataCode).toBe(400);
      expect(((await res.json()) as { errors: Errors }).errors, iataCode).toEqual({
        iataCode: [LOCATION_TEXT.iataCode],
      });
    }
    const page = (await (await call(`${base()}?search=bad`)).json()) as Paged<unknown>;
    expect(page.total).toBe(0);
  });
});
