import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGESTION_KEY_HEADER } from '#contract/events';
import { OPERATIONS } from './fuzz/operations';
import { ADMIN, DATABASE_KINDS, signIn, startServer, type TestServer } from './harness';
import { answerMismatch, readAnswer, refusedForShape } from './openapi/answers';
import {
  type DocRequest,
  type Document,
  invalidRequests,
  type Known,
  type Operation,
  onTheWire,
  requestValid,
  validRequests,
} from './openapi/requests';

/** Fixed, so a failure is the same request on every run and every machine. */
const SEED = 20_261_127;
const VALID_RUNS = 12;
const INVALID_RUNS = 6;

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

type Category =
  | 'allow wrong'
  | 'valid refused'
  | 'invalid accepted'
  | 'missing header accepted'
  | 'undeclared status'
  | 'body mismatch'
  | 'server error';

type Failure = { category: Category; operation: string; detail: string };

/**
 * An invalid request is refused with 400; a path segment over the router's limit with 414. When
 * no valid request got past access (every record of the path unknown), access refuses first.
 */
function refusedAsInvalid(request: DocRequest, status: number, reached: boolean): boolean {
  if (status === 400) return true;
  if (status === 414 && request.broken?.startsWith('path ')) return true;
  return !reached && [401, 403, 404].includes(status);
}

/** The document's path of a contract route: `/api/roles/:roleId` → `/api/roles/{roleId}`. */
const docPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

for (const kind of DATABASE_KINDS) {
  describe(`the OpenAPI document tells what the server does [${kind}]`, () => {
    let server: TestServer;
    let doc: Document;
    let token: string | null = null;
    const known: Known = { values: {}, avoid: {} };
    let sent = 0;
    const failures: Failure[] = [];

    beforeAll(async () => {
      server = await startServer(kind);
      doc = (await (await server.fetch('/api/openapi.json')).json()) as Document;
      token = (await signIn(server, ADMIN)).accessToken;
      const me = await server.fetch('/api/auth/activeUser', {
        headers: { authorization: `Bearer ${token}` },
      });
      known.avoid.userId = [((await me.json()) as { userId: number }).userId];
    });

    /** A live key of application 1 (a generated rotation may have ended the last one). */
    async function freshIngestionKey() {
      const res = await server.fetch('/api/companies/1/applications/1/ingestionKey', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      known.values[INGESTION_KEY_HEADER] = (
        (await res.json()) as { ingestionKey: string }
      ).ingestionKey;
    }

    afterAll(async () => {
      const counts = new Map<Category, number>();
      for (const { category } of failures) counts.set(category, (counts.get(category) ?? 0) + 1);
      const tally = [...counts].map(([category, n]) => `${category} ${n}`).join(', ');
      console.log(
        `openapi conformance [${kind}]: ${sent} requests over ${OPERATIONS.length} operations; ` +
          `failures: ${tally || 'none'}`,
      );
      await server?.close();
    });

    /**
     * Sends a request signed in as the admin when the operation takes a bearer token; a 401
     * means a generated call ended the session (a sign-out), so it signs in again and resends.
     */
    async function send(
      path: string,
      method: string,
      operation: Operation,
      request: DocRequest,
      anonymous = false,
    ) {
      const signed = !anonymous && (operation.security ?? []).some((s) => 'bearer' in s);
      for (let attempt = 0; ; attempt++) {
        const { url, init } = onTheWire(path, method, request, signed ? token : null);
        sent++;
        const answer = await readAnswer(await fetch(`${server.baseUrl}${url}`, init));
        if (answer.status !== 401 || !signed || attempt > 0) return answer;
        token = (await signIn(server, ADMIN).catch(() => null))?.accessToken ?? null;
      }
    }

    it('answers every method a path does not take with 405 and exactly the methods it takes', async () => {
      const mine: Failure[] = [];
      for (const [path, operations] of Object.entries(doc.paths)) {
        const taken = Object.keys(operations).map((m) => m.toUpperCase());
        // Fastify answers HEAD wherever GET is served.
        if (taken.includes('GET')) taken.push('HEAD');
        const allow = [...taken].sort().join(', ');
        const url = path.replace(/\{\w+\}/g, '1');
        for (const method of METHODS.filter((m) => !taken.includes(m))) {
          const res = await fetch(`${server.baseUrl}${url}`, { method });
          sent++;
          await res.arrayBuffer();
          const got = res.headers.get('allow');
          if (res.status !== 405 || got !== allow) {
            mine.push({
              category: 'allow wrong',
              operation: `${method} ${path}`,
              detail: `${res.status}, Allow ${got} instead of ${allow}`,
            });
          }
        }
      }
      failures.push(...mine);
      expect(mine.slice(0, 10)).toEqual([]);
    });

    for (const { name, route } of OPERATIONS) {
      const method = route.method.toLowerCase();
      const path = docPath(route.path);

      it(`${route.method} ${route.path} (${name}) takes what the document allows and refuses the rest`, async () => {
        const operation = doc.paths[path]?.[method];
        expect(operation, 'the document describes the operation').toBeDefined();
        if (!operation) return;
        if (operation.parameters?.some((p) => p.name === INGESTION_KEY_HEADER)) {
          await freshIngestionKey();
        }
        const mine: Failure[] = [];
        const fail = (category: Category, detail: string) =>
          mine.push({ category, operation: name, detail });

        const valid = fc
          .sample(validRequests(operation, known), { seed: SEED, numRuns: VALID_RUNS })
          .filter((request) => requestValid(operation, request));
        // The path of a request that reached its record: invalid requests go there, so that
        // only the rule they break can refuse them.
        let reached: Record<string, unknown> | undefined;
        for (const request of valid) {
          const answer = await send(path, method, operation, request);
          if (answer.status < 300) reached ??= request.path;
          const shown = `${JSON.stringify(request).slice(0, 300)} → ${answer.status} ${String(JSON.stringify(answer.body)).slice(0, 300)}`;
          if (answer.status >= 500) fail('server error', shown);
          else if (refusedForShape(answer.status, answer.body)) fail('valid refused', shown);
          const mismatch = answerMismatch(operation, answer);
          if (mismatch?.kind === 'undeclared') fail('undeclared status', shown);
          if (mismatch?.kind === 'body') fail('body mismatch', `${mismatch.detail}: ${shown}`);
        }

        // A credential the document requires, left out: refused whatever the rest says.
        const security = operation.security ?? [];
        const [first] = valid;
        if (first && security.length > 0 && !security.some((s) => Object.keys(s).length === 0)) {
          const { [INGESTION_KEY_HEADER]: _key, ...headers } = first.headers;
          const answer = await send(path, method, operation, { ...first, headers }, true);
          if (answer.status !== 401) {
            fail('missing header accepted', `no credential → ${answer.status}`);
          }
        }

        const invalid = fc
          .sample(invalidRequests(operation, known, reached), { seed: SEED, numRuns: INVALID_RUNS })
          .filter((r): r is DocRequest => r !== null);
        for (const request of invalid) {
          const answer = await send(path, method, operation, request);
          const shown = `${request.broken} → ${answer.status} ${String(JSON.stringify(answer.body)).slice(0, 200)}`;
          const header = request.broken?.startsWith('header ');
          if (header && answer.status < 400) fail('missing header accepted', shown);
          else if (!header && !refusedAsInvalid(request, answer.status, reached !== undefined)) {
            fail('invalid accepted', shown);
          }
          const mismatch = answerMismatch(operation, answer);
          if (mismatch?.kind === 'undeclared') fail('undeclared status', shown);
          if (mismatch?.kind === 'body') fail('body mismatch', `${mismatch.detail}: ${shown}`);
        }

        failures.push(...mine);
        expect(mine.slice(0, 8)).toEqual([]);
      });
    }
  });
}
