import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { createLogger } from '#server/http/log';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase, testConfig } from './harness';

const EMAIL = 'private.person@example.com';
const ERROR = 50;

for (const kind of DATABASE_KINDS) {
  describe(`error logs [${kind}]`, () => {
    const lines: string[] = [];
    let app: FastifyInstance;
    let test: TestDatabase;
    let baseUrl = '';

    beforeAll(async () => {
      test = await createTestDatabase(kind);
      // At debug, so the request's own line is there too.
      const logger = createLogger('debug', { write: (line: string) => lines.push(line) });
      app = await buildApp({ db: test.database, config: testConfig(), logger });
      // A route that fails inside the database with the caller's data in the query's params,
      // the way a bug in a real route would.
      app.post('/api/log-test/fail', async (request) => {
        const { email } = request.body as { email: string };
        await test.database.db.execute(sql`select ${email}::integer`);
      });
      baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    });
    afterAll(async () => {
      await app?.close();
      await test?.drop();
    });

    it('logs a 500 with its request id but without query string, body or query params', async () => {
      const res = await fetch(`${baseUrl}/api/log-test/fail?email=${encodeURIComponent(EMAIL)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'trace-500-log' },
        body: JSON.stringify({ email: EMAIL }),
      });
      expect(res.status).toBe(500);
      const mine = lines.map((l) => JSON.parse(l)).filter((l) => l.reqId === 'trace-500-log');
      const failure = mine.find((l) => l.msg === 'request failed');
      expect(failure).toBeDefined();
      expect(failure.level).toBe(ERROR);
      expect(failure.err.type).toBeTruthy();
      expect(failure.err.stack).toContain('at ');
      const logged = lines.join('\n');
      expect(logged).not.toContain(EMAIL);
      expect(logged).not.toContain('private.person');
    });
  });
}
