import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#contract/messages';
import { buildApp } from '#server/app';
import { applications, companies } from '#server/db/schema';
import { auth } from './access.fixtures';
import { OPERATIONS } from './fuzz/operations';
import { readBack } from './fuzz/read-back';
import { ADMIN, DATABASE_KINDS, signIn, startServer, type TestServer } from './harness';

// A logo address the contract does not allow (only /api/files/<sha256>), as a hand edit or an
// old import could leave it: the settings answer, which passes it through, no longer matches
// contract/companies.ts.
const DRIFT = 'https://elsewhere.test/logo.png';

for (const kind of DATABASE_KINDS) {
  describe(`an answer that drifts from the contract [${kind}]`, () => {
    let server: TestServer;
    let admin: Record<string, string> = {};
    beforeAll(async () => {
      server = await startServer(kind);
      admin = auth((await signIn(server, ADMIN)).accessToken);
      await server.database.db.update(companies).set({ logoUrl: DRIFT }).where(eq(companies.id, 1));
    });
    afterAll(() => server.close());

    it('fails in tests: a 500, and the harness names the route and the field', async () => {
      const res = await server.fetch('/api/companies/1/settings', { headers: admin });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ title: MSG.somethingWentWrong });
      expect(server.drifted).toHaveLength(1);
      expect(server.drifted[0]).toContain('GET /api/companies/:id/settings');
      expect(server.drifted[0]).toContain('logoUrl');
      server.drifted.length = 0;
    });

    it("is found by the fuzz test's read-back of every stored record", async () => {
      // A support email no form would take: the application's answer refuses its own field.
      await server.database.db
        .update(applications)
        .set({ supportEmail: 'support at example' })
        .where(eq(applications.id, 2));
      const token = admin.authorization?.replace('Bearer ', '') ?? '';
      const read = await readBack(server, OPERATIONS, token);
      expect(read.unknown).toEqual([]);
      expect(read.failures).toContain('500 adminCrm.getApp /api/admin/crm/companies/1/apps/2');
      const drifted = server.drifted.join('\n');
      expect(drifted).toContain('GET /api/admin/crm/companies/:companyId/apps/:applicationId');
      expect(drifted).toContain('supportEmail');
      expect(drifted).toContain('logoUrl');
      server.drifted.length = 0;
      await server.database.db
        .update(applications)
        .set({ supportEmail: null })
        .where(eq(applications.id, 2));
    });

    it('is sent as it is by a server built as production builds it (validation off)', async () => {
      const app = await buildApp({
        db: server.database,
        config: server.config,
        logger: pino({ level: 'silent' }),
      });
      try {
        const res = await app.inject({ url: '/api/companies/1/settings', headers: admin });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ logoUrl: DRIFT });
      } finally {
        await app.close();
      }
    });
  });
}
