import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#contract/messages';
import { auth } from './access.fixtures';
import { anOrder } from './ingest.fixtures';
import { startSmtpSink } from './mail-sink';
import { type Run, runMain, waitForOutput } from './main-process';
import { type OwnPostgres, ownPostgresAvailable, startOwnPostgres } from './own-postgres';
import { type Outcome, startLoad } from './restart-load';

const ADMIN_PASSWORD = 'admin-password-1';

describe.skipIf(!ownPostgresAvailable)(
  'the server process when its PostgreSQL restarts under load (own cluster; needs TEST_DATABASE_URL and the PostgreSQL binaries)',
  () => {
    let postgres: OwnPostgres | undefined;
    let smtp: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
    let roleId = 0;
    let server: Run | undefined;
    let baseUrl = '';
    let admin: Record<string, string> = {};
    const sites: { appId: number; key: string }[] = [];

    const call = (path: string, init: RequestInit = {}) => fetch(`${baseUrl}${path}`, init);
    const alive = () => server?.child.exitCode === null && server.child.signalCode === null;
    const batch = (site: { appId: number; key: string }, references: string[]) =>
      call(`/api/applications/${site.appId}/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-ingestion-key': site.key },
        body: JSON.stringify({ orders: references.map((r) => anOrder(r)) }),
      });

    beforeAll(async () => {
      postgres = await startOwnPostgres();
      smtp = await startSmtpSink();
      server = runMain({
        DATABASE_URL: postgres.url,
        SMTP_URL: smtp.url,
        PORT: '0',
        ADMIN_PASSWORD,
        DEMO_DATA: '1',
      });
      [, baseUrl = ''] = await waitForOutput(server, /running at (http:\/\/\S+)/);
      const signedIn = await call('/api/auth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin@waypoint.test', password: ADMIN_PASSWORD }),
      });
      admin = auth(((await signedIn.json()) as { accessToken: string }).accessToken);
      for (const appId of [1, 2]) {
        const res = await call(`/api/companies/1/applications/${appId}/ingestionKey`, {
          method: 'POST',
          headers: admin,
        });
        sites.push({ appId, key: ((await res.json()) as { ingestionKey: string }).ingestionKey });
      }
      const roles = await call('/api/companies/1/users/roleoptions', { headers: admin });
      roleId = ((await roles.json()) as { roleId: number }[])[0]?.roleId ?? 0;
    });

    afterAll(async () => {
      if (server && alive()) {
        server.child.kill('SIGTERM');
        await server.exit;
      }
      await postgres?.remove();
      await smtp?.close();
    });

    for (const mode of ['immediate', 'fast'] as const) {
      it(`answers 503 to what is in flight at pg_ctl stop -m ${mode}, stays up and resumes by itself`, async () => {
        if (!postgres || !server || !smtp) throw new Error('not started');
        const load = startLoad({
          baseUrl,
          sites,
          admin,
          readers: 4,
          batchSize: 500,
          tag: mode.slice(0, 3).toUpperCase(),
        });
        await load.flowing;

        const inFlight = load.pending();
        await postgres.stop(mode);
        const atStop: Outcome[] = await Promise.all(inFlight.map((r) => r.outcome));
        await load.backedOff;

        // Every answer is either served or "unavailable": nothing else, no cut connection (what
        // a process that ended gives; its last words are the message).
        const outcomes = load.answered.map((a) => a.outcome);
        expect(
          outcomes.filter((o) => o !== 200 && o !== 503),
          server.stderr(),
        ).toEqual([]);
        expect(atStop.every((o) => o === 200 || o === 503)).toBe(true);

        const ready = await call('/api/ready');
        expect(ready.status).toBe(503);
        expect(await ready.json()).toEqual({ title: MSG.databaseUnavailable });
        const refused = await batch(sites[0] ?? { appId: 0, key: '' }, [`${mode}-DOWN`]);
        expect(refused.status).toBe(503);
        expect(await refused.json()).toEqual({ title: MSG.databaseUnavailable });
        expect((await call('/api/health')).status).toBe(200);
        expect(alive()).toBe(true);

        await postgres.start();
        const back = performance.now();
        // The same process, not restarted, answers again as soon as the pool reconnects.
        let readyAgain = await call('/api/ready');
        while (readyAgain.status === 503) readyAgain = await call('/api/ready');
        expect(readyAgain.status).toBe(200);
        const recoveredMs = performance.now() - back;
        for (const site of sites) {
          const after = await batch(site, [`${mode}-AFTER-${site.appId}`]);
          expect(after.status).toBe(200);
          expect(await after.json()).toMatchObject({ created: 1, rejected: [] });
        }
        // The outbox's sender, whose LISTEN connection broke too, sends again by itself.
        const invitee = `${mode}@restart.test`;
        const invited = await call('/api/companies/1/users', {
          method: 'POST',
          headers: { ...admin, 'content-type': 'application/json' },
          body: JSON.stringify({ email: invitee, firstName: 'Re', lastName: 'Start', roleId }),
        });
        expect(invited.status).toBe(201);
        expect((await smtp.mailTo(invitee)).to).toEqual([invitee]);
        const mailedMs = performance.now() - back;
        expect(alive()).toBe(true);

        const stopped = inFlight.map((r, i) => `${r.what}: ${atStop[i]}`).join(', ');
        console.log(
          `pg_ctl stop -m ${mode}: ${inFlight.length} requests in flight at the stop (${stopped}); ` +
            `${outcomes.length} answers under load, ${outcomes.filter((o) => o === 503).length} of them 503; ` +
            `ready again ${Math.round(recoveredMs)} ms after PostgreSQL was back, ` +
            `the outbox sending again after ${Math.round(mailedMs)} ms`,
        );
      });
    }
  },
);
