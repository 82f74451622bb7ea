import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rows } from '#server/db/rows';
import { createLogger } from '#server/http/log';
import { ADMIN, signIn, startServer, type TestServer } from './harness';
import { addSupplierWithSettings } from './integrations.fixtures';

// Issue 28: an integration's secret appears in no log line, API answer or audit row — while it
// is added, replaced and used by a health check that fails.
const FIRST = 'sk_live_Log81QpL0rT5521';
const SECOND = 'sk_live_Log99MnB4vC7733';

const lines: string[] = [];
let server: TestServer;
let token = '';

beforeAll(async () => {
  server = await startServer(
    'pglite',
    {},
    createLogger('debug', { write: (line: string) => void lines.push(line) }),
  );
  token = (await signIn(server, ADMIN)).accessToken;
});
afterAll(() => server?.close());

async function call(path: string, method = 'GET', body?: Record<string, unknown>) {
  const res = await server.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(body ? { body } : {}),
  });
  return { status: res.status, text: await res.text() };
}

it('writes no secret of an integration to the log, the answers or the audit trail', async () => {
  const supplierId = await addSupplierWithSettings(server);
  const under = `/api/applications/1/suppliers/${supplierId}/integrations`;
  const answers: string[] = [];
  // A closed port: the health check fails and records why.
  const values = { baseUrl: 'http://127.0.0.1:9/fares', apiKey: FIRST, siteId: '42' };
  const added = await call(under, 'POST', { name: 'Logged', values });
  answers.push(added.text);
  expect(added.status, added.text).toBe(201);
  const id = (JSON.parse(added.text) as { integrationId: number }).integrationId;
  const read = await call(`${under}/${id}`);
  answers.push(read.text);
  const { version } = JSON.parse(read.text) as { version: number };
  const replaced = await call(`${under}/${id}`, 'PUT', {
    name: 'Logged',
    values: { ...values, apiKey: SECOND },
    version,
  });
  answers.push(replaced.text);
  expect(replaced.status, replaced.text).toBe(200);
  const checked = await call(`${under}/${id}/check`, 'POST');
  answers.push(checked.text);
  answers.push((await call(`/api/companies/1/audit?search=Logged`)).text);

  const audit = await rows<{ row: string }>(
    server.database.db,
    sql`select row_to_json(a)::text as row from audit_log a`,
  );
  const everything = [...lines, ...answers, ...audit.map((a) => a.row)].join('\n');
  // Something was logged and audited, so the absence below means something.
  expect(lines.length).toBeGreaterThan(3);
  expect(audit.length).toBeGreaterThan(0);
  for (const secret of [FIRST, SECOND]) {
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain(secret.slice(0, 12));
  }
});
