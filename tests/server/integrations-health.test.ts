import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Integration } from '#contract/integrations';
import { supplierSettings, suppliers } from '#server/suppliers/schema';
import { ADMIN, describeEachDatabase, type TestServer } from './harness';
import { jsonCaller, signedIn } from './signed-in';

const SECRET = 'hc_secret_Q7w2Lm90';

/** A fake supplier on loopback: /up answers 200, /down 503, /slow never answers. */
function fakeSupplier() {
  const keys: string[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    keys.push(url.searchParams.get('key') ?? '');
    if (url.pathname.startsWith('/up/')) res.writeHead(200).end('ok');
    else if (url.pathname.startsWith('/down/')) res.writeHead(503).end('maintenance');
    // /slow: held open until the test ends.
  });
  return { server, keys };
}

async function addCheckedSupplier(server: TestServer) {
  const { db } = server.database;
  const [made] = await db
    .insert(suppliers)
    .values({
      productType: 'Cars',
      code: `health-${Date.now().toString(36)}`,
      kind: 'Custom',
      name: 'Loopback Cars',
      healthUrl: '{baseUrl}/health?key={apiKey}',
      healthStatus: 200,
      healthTimeoutMs: 200,
    })
    .returning({ id: suppliers.id });
  if (!made) throw new Error('supplier not added');
  await db.insert(supplierSettings).values([
    { supplierId: made.id, name: 'baseUrl', label: 'Base URL', type: 'url', required: true },
    { supplierId: made.id, name: 'apiKey', label: 'API key', type: 'secret', required: true },
  ]);
  return made.id;
}

describeEachDatabase('integration health checks', (server) => {
  const { admin } = signedIn(server, { admin: ADMIN });
  const call = jsonCaller(server, admin);
  const fake = fakeSupplier();
  let base = '';
  let supplierId = 0;

  beforeAll(async () => {
    await new Promise<void>((done) => fake.server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    supplierId = await addCheckedSupplier(server());
  });
  afterAll(async () => {
    fake.server.closeAllConnections();
    await new Promise((done) => fake.server.close(done));
  });

  const checked = async (path: string) => {
    const integrations = `/api/applications/1/suppliers/${supplierId}/integrations`;
    const added = await call(integrations, 'POST', {
      name: `Check ${path}`,
      values: { baseUrl: `${base}/${path}`, apiKey: SECRET },
    });
    expect(added.status).toBe(201);
    const { integrationId } = (await added.json()) as { integrationId: number };
    const res = await call(`${integrations}/${integrationId}/check`, 'POST');
    const text = await res.text();
    expect(res.status, text).toBe(200);
    expect(text).not.toContain(SECRET);
    return (JSON.parse(text) as Integration).health;
  };

  it('records an answering supplier as up, with its latency, sending the secret opened', async () => {
    const health = await checked('up');
    expect(health).toMatchObject({ status: 'up', error: null });
    expect(Number.isInteger(health.latencyMs)).toBe(true);
    expect(health.checked).not.toBeNull();
    expect(fake.keys.at(-1)).toBe(SECRET);
  });

  it('records an unexpected status as down, saying what it got', async () => {
    const health = await checked('down');
    expect(health).toMatchObject({ status: 'down', error: 'Expected status 200, got 503' });
  });

  it('records a supplier that does not answer within the timeout as down', async () => {
    const health = await checked('slow');
    expect(health).toMatchObject({ status: 'down', error: 'No answer within 200 ms' });
  });

  it('records a refused connection as down, without the secret in its error', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    const integrations = `/api/applications/1/suppliers/${supplierId}/integrations`;
    const added = await call(integrations, 'POST', {
      name: 'Check refused',
      values: { baseUrl: `http://127.0.0.1:${port}`, apiKey: SECRET },
    });
    const { integrationId } = (await added.json()) as { integrationId: number };
    const res = await call(`${integrations}/${integrationId}/check`, 'POST');
    const health = ((await res.json()) as Integration).health;
    expect(health.status).toBe('down');
    expect(health.error).toMatch(/ECONNREFUSED/);
  });
});
