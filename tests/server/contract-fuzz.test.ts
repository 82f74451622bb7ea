import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDeclared, OPERATIONS } from './fuzz/operations';
import { readBack } from './fuzz/read-back';
import { type FuzzRequest, requestsFor } from './fuzz/requests';
import { ADMIN, DATABASE_KINDS, signIn, startServer, type TestServer } from './harness';

/** Fixed, so a failure is the same request on every run and every machine. */
const SEED = 20_261_124;
const RUNS_PER_OPERATION = 24;

type Answer = { operation: string; method: string; request: FuzzRequest; status: number };

for (const kind of DATABASE_KINDS) {
  describe(`every operation of the contract, fuzzed [${kind}]`, () => {
    let server: TestServer;
    let token: string | null = null;
    const answers: Answer[] = [];

    beforeAll(async () => {
      server = await startServer(kind);
      token = (await signIn(server, ADMIN)).accessToken;
    });
    afterAll(async () => {
      const errors = answers.filter((a) => a.status >= 500).length;
      const byStatus = new Map<number, number>();
      for (const { status } of answers) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
      console.log(
        `contract fuzz [${kind}]: ${answers.length} requests over ${OPERATIONS.length} operations, ` +
          `${errors} answers of 5xx (${statuses.join(', ')})`,
      );
      await server?.close();
    });

    /** A fuzzed call may have ended the admin's session (a role change); sign in again. */
    async function adminToken(): Promise<string | null> {
      const check = await server.fetch('/api/auth/activeUser', {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (check.status === 200) return token;
      const again = await signIn(server, ADMIN).catch(() => null);
      token = again?.accessToken ?? null;
      return token;
    }

    /** A real key of application 1, so generated events reach the database. */
    async function newIngestionKey(bearer: string | null): Promise<string | null> {
      const res = await server.fetch('/api/companies/1/applications/1/ingestionKey', {
        method: 'POST',
        headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      });
      return res.status === 200
        ? ((await res.json()) as { ingestionKey: string }).ingestionKey
        : null;
    }

    for (const { name, route } of OPERATIONS) {
      it(`${route.method} ${route.path} (${name}) never answers 5xx or an undeclared status`, async () => {
        const bearer = await adminToken();
        const ingestionKey = route.path.endsWith('/events') ? await newIngestionKey(bearer) : null;
        const requests = fc.sample(requestsFor(route), { seed: SEED, numRuns: RUNS_PER_OPERATION });
        const mine: Answer[] = [];
        for (const request of requests) {
          const headers = new Headers(request.headers);
          if (request.signedIn && bearer) headers.set('authorization', `Bearer ${bearer}`);
          if (ingestionKey && request.signedIn) headers.set('x-ingestion-key', ingestionKey);
          const res = await fetch(`${server.baseUrl}${request.path}`, {
            method: route.method,
            headers,
            body: request.body,
          });
          await res.arrayBuffer();
          mine.push({ operation: name, method: route.method, request, status: res.status });
        }
        answers.push(...mine);
        const failures = mine
          .filter((a) => a.status >= 500 || !isDeclared(route, a.status))
          .map(({ status, request }) => ({ status, path: request.path, body: request.body }));
        expect(failures.slice(0, 5)).toEqual([]);
      });
    }

    // Last, once every operation has written what it could: a value stored through one schema
    // and answered through another (a supportEmail the request took and the answer refused)
    // fails here, since every answer of these tests goes through the contract's response schema.
    it('reads back every field of every stored record through the response schemas', async () => {
      const bearer = await adminToken();
      if (!bearer) throw new Error('The admin could not sign in again');
      const read = await readBack(server, OPERATIONS, bearer);
      console.log(`contract fuzz [${kind}]: ${read.requests} reads of stored records`);
      expect(read.unknown).toEqual([]);
      expect({ failures: read.failures, drifted: server.drifted }).toEqual({
        failures: [],
        drifted: [],
      });
    });
  });
}
