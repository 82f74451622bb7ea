import { beforeAll, expect, it } from 'vitest';
import { EXTRA_TEXT, type Extra, type ExtraGroupRow, type ExtraRow } from '#contract/extras';
import type { Paged } from '#contract/paging';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';
import { addToolsApp } from './membership-levels.fixtures';
import { jsonCaller, signedIn } from './signed-in';

describeEachDatabase('extras', (server) => {
  const { admin, reader } = signedIn(server, { admin: ADMIN, reader: EDITOR });
  const call = jsonCaller(server, admin);
  let app = 0;
  const groups = () => `/api/applications/${app}/extraGroups`;
  const extras = () => `/api/applications/${app}/extras`;

  beforeAll(async () => {
    app = await addToolsApp(server());
  });

  const created = async (res: Response) => {
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    return (await res.json()) as Record<string, number>;
  };
  const addGroup = async (name: string) =>
    (await created(await call(groups(), 'POST', { name })))?.groupId ?? 0;
  const extra = (groupId: number, over: Record<string, unknown> = {}) => ({
    groupId,
    name: 'Airport transfer',
    price: '45.00',
    currency: 'EUR',
    priceBasis: 'perBooking',
    productTypes: ['Accommodation'],
    ...over,
  });

  it('opens the demo application with its groups and the extras in them', async () => {
    const page = (await (
      await call('/api/applications/1/extraGroups', 'GET', undefined, reader)
    ).json()) as Paged<ExtraGroupRow>;
    expect(page.items.map((g) => [g.name, g.extras])).toEqual([
      ['Flight extras', 2],
      ['Transfers', 2],
      ['Travel insurance', 1],
    ]);
    const transfers = page.items.find((g) => g.name === 'Transfers')?.groupId;
    const inGroup = (await (
      await call(`/api/applications/1/extras?groupId=${transfers}`, 'GET', undefined, reader)
    ).json()) as Paged<ExtraRow>;
    expect(inGroup.items.map((e) => [e.name, e.price, e.priceBasis])).toEqual([
      ['Private airport transfer', '45.00', 'perBooking'],
      ['Shared shuttle', '12.50', 'perPerson'],
    ]);
  });

  it('adds an extra to a group, edits it, and refuses a stale save', async () => {
    const groupId = await addGroup('Transfers');
    const { extraId = 0 } = await created(await call(extras(), 'POST', extra(groupId)));
    const read = (await (await call(`${extras()}/${extraId}`)).json()) as Extra;
    expect(read).toMatchObject({
      groupName: 'Transfers',
      price: '45.00',
      productTypes: ['Accommodation'],
    });
    const body = {
      ...extra(groupId, { price: '50.5', priceBasis: 'perPerson' }),
      version: read.version,
    };
    expect((await call(`${extras()}/${extraId}`, 'PUT', body)).status).toBe(200);
    const after = (await (await call(`${extras()}/${extraId}`)).json()) as Extra;
    expect(after).toMatchObject({ price: '50.50', priceBasis: 'perPerson' });
    expect((await call(`${extras()}/${extraId}`, 'PUT', body)).status).toBe(409);
    const history = await call(`/api/companies/1/audit/extras/${extraId}`);
    expect(JSON.stringify(await history.json())).toContain('5050');
  });

  it('refuses bad fields, a group of another application and a duplicate name', async () => {
    const groupId = await addGroup('Insurance');
    await created(await call(extras(), 'POST', extra(groupId, { name: 'Cover' })));
    const refused = async (body: Record<string, unknown>) => {
      const res = await call(extras(), 'POST', body);
      expect(res.status).toBe(400);
      return ((await res.json()) as { errors: Record<string, string[]> }).errors;
    };
    expect(await refused(extra(groupId, { name: 'COVER' }))).toEqual({
      name: [EXTRA_TEXT.extraTaken],
    });
    const errors = await refused(
      extra(groupId, { price: '1.234', priceBasis: 'perNight', productTypes: ['Spaceships'] }),
    );
    expect(Object.keys(errors).sort()).toEqual(['price', 'priceBasis', 'productTypes.0']);
    const demoGroup = (await (
      await call('/api/applications/1/extraGroups')
    ).json()) as Paged<ExtraGroupRow>;
    expect(await refused(extra(demoGroup.items[0]?.groupId ?? 0, { name: 'Elsewhere' }))).toEqual({
      groupId: [EXTRA_TEXT.groupUnknown],
    });
  });

  it('deletes a group only once it is empty', async () => {
    const groupId = await addGroup('Short-lived');
    const { extraId = 0 } = await created(await call(extras(), 'POST', extra(groupId)));
    const full = await call(`${groups()}/${groupId}`, 'DELETE');
    expect(full.status).toBe(409);
    expect(await full.json()).toEqual({ title: EXTRA_TEXT.groupNotEmpty });
    expect((await call(`${extras()}/${extraId}`, 'DELETE')).status).toBe(200);
    expect((await call(`${groups()}/${groupId}`, 'DELETE')).status).toBe(200);
    expect((await call(`${groups()}/${groupId}`)).status).toBe(404);
  });

  it('answers another application’s extra as not found', async () => {
    const other = await addToolsApp(server());
    const groupId = await addGroup('Mine');
    const { extraId = 0 } = await created(await call(extras(), 'POST', extra(groupId)));
    expect((await call(`/api/applications/${other}/extras/${extraId}`)).status).toBe(404);
    expect((await call(`/api/applications/${other}/extraGroups/${groupId}`)).status).toBe(404);
  });
});
