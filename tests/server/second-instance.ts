import { pino } from 'pino';
import { buildApp } from '#server/app';
import { type Database, openDatabase } from '#server/db/client';
import type { TestServer } from './harness';

export type Instance = Pick<TestServer, 'baseUrl' | 'fetch' | 'app'> & { close(): Promise<void> };

/**
 * Another app on the same database, as behind a load balancer: on PostgreSQL with its own
 * connection pool (PGlite lives in this process, so both apps share it).
 */
export async function secondInstance(server: TestServer): Promise<Instance> {
  const url = server.databaseUrl;
  const own: Database | undefined =
    server.kind === 'postgres' && url
      ? await openDatabase({ url, onPoolError: () => {} })
      : undefined;
  const app = await buildApp(
    {
      db: own ?? server.database,
      config: server.config,
      logger: pino({ level: 'silent' }),
    },
    { validateResponses: true },
  );
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    baseUrl,
    app,
    fetch: (path, init = {}) => {
      const { body, ...rest } = init;
      const headers = new Headers(rest.headers);
      headers.set('content-type', 'application/json');
      return fetch(`${baseUrl}${path}`, { ...rest, headers, body: JSON.stringify(body) });
    },
    async close() {
      await app.close();
      await own?.close();
    },
  };
}

/** Sends `count` requests at once, alternating between the two instances. */
export function burst(
  instances: Pick<TestServer, 'fetch'>[],
  count: number,
  path: string,
  body: (i: number) => Record<string, unknown>,
) {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      instances[i % instances.length]?.fetch(path, { method: 'POST', body: body(i) }),
    ),
  );
}
