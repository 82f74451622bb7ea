import type { FastifyInstance } from 'fastify';
import { type Logger, pino } from 'pino';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { TokenResponse } from '#contract/auth';
import { buildApp } from '#server/app';
import { type Config, loadConfig } from '#server/config';
import type { Database } from '#server/db/client';
import type { ServerConfig } from '#server/deps';
import { watchDeclaredStatuses } from './declared-statuses';
import { watchResponseDrift } from './response-drift';
import { createTestDatabase, DATABASE_KINDS, type DatabaseKind } from './test-database';

export * from './seed-options';
export * from './test-database';

export const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256!';
/** Seals integrations' secrets in tests: the test data directory does not exist. */
export const TEST_SECRETS_KEY = '0123456789abcdef'.repeat(4);

export function testConfig(overrides: Partial<Config> = {}): ServerConfig {
  const base = loadConfig({
    DATA_DIR: '/nonexistent/waypoint-test',
    LOG_LEVEL: 'silent',
    SECRETS_KEY: TEST_SECRETS_KEY,
    // Scheduled checks would probe whatever integrations a test adds; a test ticks them itself.
    HEALTH_CHECK_MINUTES: '0',
    // Webhook receivers in tests listen on loopback.
    WEBHOOKS_ALLOW_PRIVATE: '1',
  });
  return {
    ...base,
    staticDir: '/nonexistent/waypoint-static',
    ...overrides,
    jwtSecret: JWT_SECRET,
  };
}

export type TestServer = {
  kind: DatabaseKind;
  baseUrl: string;
  app: FastifyInstance;
  database: Database;
  /** PostgreSQL only: the test database's URL, for a second pool on it. */
  databaseUrl: string | undefined;
  config: ServerConfig;
  /** Answers of contract operations with a status the contract does not declare. */
  undeclared: string[];
  /** Answers whose body did not match the contract's response schema. */
  drifted: string[];
  /** fetch relative to the server; a plain object body is sent as JSON. */
  fetch(path: string, init?: JsonInit): Promise<Response>;
  close(): Promise<void>;
};

type JsonInit = Omit<RequestInit, 'body'> & { body?: BodyInit | Record<string, unknown> };

/** The real app over real HTTP on 127.0.0.1 with a random port, seeded with the demo data. */
export async function startServer(
  kind: DatabaseKind,
  overrides: Partial<Config> = {},
  /** A logger whose lines a test reads (what the log must never hold); silent otherwise. */
  logger: Logger = pino({ level: 'silent' }),
): Promise<TestServer> {
  const test = await createTestDatabase(kind, { seeded: true });
  const config = testConfig(overrides);
  const app = await buildApp({ db: test.database, config, logger }, { validateResponses: true });
  const undeclared = watchDeclaredStatuses(app);
  const drifted = watchResponseDrift(app);
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    kind,
    baseUrl,
    app,
    database: test.database,
    databaseUrl: test.url,
    config,
    undeclared,
    drifted,
    fetch: (path, init = {}) => fetch(`${baseUrl}${path}`, jsonInit(init)),
    async close() {
      await app.close();
      await test.drop();
    },
  };
}

function jsonInit({ body, ...init }: JsonInit): RequestInit {
  const plain =
    body !== undefined && body !== null && Object.getPrototypeOf(body) === Object.prototype;
  if (!plain) return { ...init, body: body as BodyInit | undefined };
  const headers = new Headers(init.headers);
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  return { ...init, headers, body: JSON.stringify(body) };
}

/**
 * Runs the same suite once per available database. The callback gets a getter, since the
 * server only exists once beforeAll has run.
 */
export function describeEachDatabase(
  name: string,
  fn: (server: () => TestServer, kind: DatabaseKind) => void,
  overrides: Partial<Config> = {},
) {
  // PostgreSQL's run is declared without TEST_DATABASE_URL too, skipped, so a run on PGlite alone
  // says what it left out.
  for (const kind of ['pglite', 'postgres'] as const) {
    describe.skipIf(!DATABASE_KINDS.includes(kind))(`${name} [${kind}]`, () => {
      let server: TestServer | undefined;
      beforeAll(async () => {
        server = await startServer(kind, overrides);
      });
      afterAll(async () => {
        const undeclared = server?.undeclared ?? [];
        const drifted = server?.drifted ?? [];
        await server?.close();
        // Every status a test saw must be in the contract, so the OpenAPI document tells it;
        // every body must match the contract's schema for it, so clients can trust the types.
        expect(undeclared).toEqual([]);
        expect(drifted).toEqual([]);
      });
      fn(() => {
        if (!server) throw new Error('The test server is not running');
        return server;
      }, kind);
    });
  }
}

/** Signs in over HTTP and returns the token response. */
export async function signIn(server: TestServer, who: { email: string; password: string }) {
  const res = await server.fetch('/api/auth/token', {
    method: 'POST',
    body: { username: who.email, password: who.password },
  });
  if (res.status !== 200) throw new Error(`Sign-in failed with ${res.status}`);
  return (await res.json()) as TokenResponse & { accessToken: string; refreshToken: string };
}
