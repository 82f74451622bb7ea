import { pino } from 'pino';
import { buildApp } from '#server/app';
import { openDatabase } from '#server/db/client';
import { ADMIN, createTestDatabase, testConfig } from './harness';
import { TcpProxy } from './tcp-proxy';

export type ProxiedServer = {
  proxy: TcpProxy;
  baseUrl: string;
  /** The admin's sign-in, which needs the database. */
  signIn(): Promise<Response>;
  close(): Promise<void>;
};

/**
 * The app on the test PostgreSQL reached through a proxy the test can cut or hang, to see what
 * a request meets when the database goes away or stops answering.
 */
export async function startBehindProxy(timeoutMs?: number): Promise<ProxiedServer> {
  const test = await createTestDatabase('postgres', { seeded: true });
  const target = new URL(test.url ?? '');
  const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  await proxy.start();
  const viaProxy = new URL(target);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  const database = await openDatabase({
    url: viaProxy.toString(),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    onPoolError: () => {},
  });
  const app = await buildApp(
    {
      db: database,
      config: testConfig(),
      logger: pino({ level: 'silent' }),
    },
    { validateResponses: true },
  );
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    proxy,
    baseUrl,
    signIn: () =>
      fetch(`${baseUrl}/api/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
      }),
    async close() {
      // Passing again first: a pool cannot end over connections that pass nothing.
      proxy.resume();
      await app.close();
      await database.close();
      await proxy.stop();
      await test.drop();
    },
  };
}
