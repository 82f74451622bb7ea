import { expect, it } from 'vitest';
import { AUDIT_TEXT, type AuditEntry } from '#contract/audit';
import { MSG } from '#contract/messages';
import type { Paged } from '#contract/paging';
import {
  type Setting,
  SUPPLIER_TEXT,
  type Supplier,
  type SupplierRow,
  suppliersContract,
} from '#contract/suppliers';
import { COMPANY_ADMIN } from './admin-crm.fixtures';
import { ADMIN, describeEachDatabase } from './harness';
import { jsonCaller, signedIn } from './signed-in';
import { newSetting, newSupplier, SUPPLIERS, unique } from './suppliers.fixtures';

describeEachDatabase('supplier directory', (server) => {
  const { admin, companyAdmin } = signedIn(server, { admin: ADMIN, companyAdmin: COMPANY_ADMIN });
  const call = jsonCaller(server, admin);
  const add = async (form = newSupplier()) => {
    const res = await call(SUPPLIERS, 'POST', form);
    expect(res.status).toBe(201);
    return ((await res.json()) as { supplierId: number }).supplierId;
  };
  const supplier = async (id: number) =>
    (await (await call(`${SUPPLIERS}/${id}`)).json()) as Supplier;
  const list = async (query: string) =>
    (await (await call(`${SUPPLIERS}?${query}`)).json()) as Paged<SupplierRow>;
  const errorsOf = async (res: Response) => {
    expect(res.status).toBe(400);
    return ((await res.json()) as { errors: Record<string, string[]> }).errors;
  };
  const history = async (area: string, id: number) =>
    (await (await call(`/api/admin/audit/${area}/${id}`)).json()) as Paged<AuditEntry>;

  it('opens with the demo suppliers, ten a page, searched and sorted on the server', async () => {
    const first = await list('');
    expect(first.items.map((s) => s.key)).toEqual(
      expect.arrayContaining(['Packages:traveltek', 'Accommodation:hotelbeds']),
    );
    expect(first.items.find((s) => s.code === 'traveltek')?.settingCount).toBe(3);

    const tag = unique();
    for (let i = 0; i < 12; i++) {
      await add(newSupplier({ name: `Paging ${tag} ${String(i).padStart(2, '0')}` }));
    }
    const page1 = await list(`search=${tag}`);
    expect(page1.total).toBe(12);
    expect(page1.items).toHaveLength(10);
    expect(page1.items[0]?.name).toBe(`Paging ${tag} 00`);
    const page2 = await list(`search=${tag}&page=2`);
    expect(page2.items.map((s) => s.name)).toEqual([`Paging ${tag} 10`, `Paging ${tag} 11`]);
    const backwards = await list(`search=${tag}&sort=-name`);
    expect(backwards.items[0]?.name).toBe(`Paging ${tag} 11`);
    const flights = await list('productType=Flights');
    expect(flights.items.every((s) => s.productType === 'Flights')).toBe(true);
    expect(flights.total).toBeGreaterThan(0);
    expect((await list('search=%25_')).total).toBe(0);
    const unknown = await call(`${SUPPLIERS}?sort=healthUrl`);
    expect(Object.keys(await errorsOf(unknown))).toEqual(['sort']);
  });

  it('adds and edits a supplier, refusing a taken productType:code and a bad URL template', async () => {
    const form = newSupplier({ productType: 'Transfers' });
    const id = await add(form);
    const made = await supplier(id);
    expect(made).toMatchObject({ key: `Transfers:${form.code}`, name: form.name, version: 1 });

    const again = await call(
      SUPPLIERS,
      'POST',
      newSupplier({ productType: 'Transfers', code: form.code }),
    );
    expect(await errorsOf(again)).toEqual({ code: [SUPPLIER_TEXT.codeTaken] });
    // The same code under another product type is another supplier.
    await add(newSupplier({ productType: 'Tickets', code: form.code }));

    for (const healthUrl of [
      'ftp://files.test/{x}',
      '{baseUrl',
      'https://{host/x',
      'not a url',
      '/{baseUrl}',
    ]) {
      const bad = await call(SUPPLIERS, 'POST', newSupplier({ healthUrl }));
      expect({ healthUrl, errors: await errorsOf(bad) }).toEqual({
        healthUrl,
        errors: { healthUrl: [SUPPLIER_TEXT.urlInvalid] },
      });
    }
    const slow = await call(SUPPLIERS, 'POST', newSupplier({ healthTimeoutMs: 60_000 }));
    expect(Object.keys(await errorsOf(slow))).toEqual(['healthTimeoutMs']);

    const { version, ...rest } = made;
    const edit = { ...newSupplier({ code: form.code, productType: 'Transfers' }), name: 'Renamed' };
    const saved = await call(`${SUPPLIERS}/${id}`, 'PUT', { ...edit, version });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as Supplier).version).toBe(version + 1);
    expect(rest.name).not.toBe('Renamed');

    const stale = await call(`${SUPPLIERS}/${id}`, 'PUT', { ...edit, name: 'Lost', version });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ title: MSG.staleRecord });
    expect((await supplier(id)).name).toBe('Renamed');

    const changes = await history('suppliers', id);
    expect(changes.items.map((e) => e.action)).toEqual(['update', 'create']);
    expect(changes.items[0]?.changes.name).toEqual([form.name, 'Renamed']);
    expect(changes.items[0]?.actor).toMatchObject({ kind: 'user', email: ADMIN.email });
  });

  it('keeps setting definitions: typed defaults, unique names, stale edits, delete', async () => {
    const id = await add();
    const settings = `${SUPPLIERS}/${id}/settings`;
    const bad = async (over: Record<string, unknown>) =>
      errorsOf(await call(settings, 'POST', newSetting(over)));

    expect(await bad({ type: 'secret', defaultValue: 'hunter2' })).toEqual({
      defaultValue: [SUPPLIER_TEXT.secretNoDefault],
    });
    expect(await bad({ type: 'number', defaultValue: 'ten' })).toEqual({
      defaultValue: [SUPPLIER_TEXT.defaultNotNumber],
    });
    expect(await bad({ type: 'boolean', defaultValue: 'yes' })).toEqual({
      defaultValue: [SUPPLIER_TEXT.defaultNotBoolean],
    });
    expect(await bad({ type: 'url', defaultValue: 'ftp://x.test' })).toEqual({
      defaultValue: [SUPPLIER_TEXT.defaultNotUrl],
    });
    expect(await bad({ type: 'choice', options: ['EUR', 'GBP'], defaultValue: 'USD' })).toEqual({
      defaultValue: [SUPPLIER_TEXT.defaultNotOption],
    });
    expect(await bad({ type: 'choice' })).toEqual({ options: [SUPPLIER_TEXT.optionsForChoice] });
    expect(Object.keys(await bad({ name: '9lives' }))).toEqual(['name']);
    expect(await bad({ name: 'Add' })).toEqual({ name: [SUPPLIER_TEXT.settingNameReserved] });

    const apiKey = newSetting({ name: 'apiKey', label: 'API key', type: 'secret', required: true });
    expect((await call(settings, 'POST', apiKey)).status).toBe(201);
    const baseUrl = newSetting({
      name: 'baseUrl',
      type: 'url',
      defaultValue: 'https://a.test',
      order: 1,
    });
    expect((await call(settings, 'POST', baseUrl)).status).toBe(201);
    expect(await bad({ name: 'APIKEY' })).toEqual({ name: [SUPPLIER_TEXT.settingNameTaken] });

    const page = (await (await call(settings)).json()) as Paged<Setting>;
    expect(page.items.map((s) => s.name)).toEqual(['apiKey', 'baseUrl']);
    expect((await supplier(id)).settingCount).toBe(2);

    const read = (await (await call(`${settings}/apiKey`)).json()) as Setting;
    expect(read).toMatchObject({ type: 'secret', required: true, defaultValue: '', version: 1 });
    const edit = { ...apiKey, label: 'Key', version: read.version };
    expect((await call(`${settings}/apiKey`, 'PUT', edit)).status).toBe(200);
    const stale = await call(`${settings}/apiKey`, 'PUT', { ...edit, label: 'Lost' });
    expect(stale.status).toBe(409);
    const renamed = await call(`${settings}/apiKey`, 'PUT', {
      ...edit,
      name: 'baseurl',
      version: 2,
    });
    expect(await errorsOf(renamed)).toEqual({ name: [SUPPLIER_TEXT.settingNameTaken] });

    const trail = await history('supplierSettings', read.settingId);
    expect(trail.items.map((e) => e.action)).toEqual(['update', 'create']);
    expect(trail.items[0]?.label).toContain(': apiKey');

    expect((await call(`${settings}/apiKey`, 'DELETE')).status).toBe(200);
    expect((await call(`${settings}/apiKey`)).status).toBe(404);
    expect((await history('supplierSettings', read.settingId)).items[0]?.action).toBe('delete');

    expect((await call(`${SUPPLIERS}/${id}`, 'DELETE')).status).toBe(200);
    expect((await call(`${SUPPLIERS}/${id}`)).status).toBe(404);
    expect((await call(`${settings}/baseUrl`)).status).toBe(404);
    const gone = await history('suppliers', id);
    expect(gone.items[0]?.action).toBe('delete');
    expect(AUDIT_TEXT.actions.delete).toBe('Deleted');
  });

  it('answers 404 to a company admin who is not a platform admin, for every operation', async () => {
    const id = await add();
    for (const [name, route] of Object.entries(suppliersContract)) {
      const path = route.path.replace(':supplierId', String(id)).replace(':settingName', 'apiKey');
      const body = route.method === 'GET' ? undefined : {};
      const res = await call(path, route.method, body, companyAdmin);
      expect({ name, status: res.status }).toEqual({ name, status: 404 });
      const anonymous = await call(path, route.method, body, {});
      expect({ name, status: anonymous.status }).toEqual({ name, status: 401 });
    }
    expect(
      (await call(`/api/admin/audit/suppliers/${id}`, 'GET', undefined, companyAdmin)).status,
    ).toBe(404);
  });
});
