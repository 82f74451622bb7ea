import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { resolveJwtSecret } from './auth/secret';
import { ConfigError, describeDatabaseUrl, loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { startFromTemplate, writePgliteTemplate } from './db/pglite-template';
import { seed } from './db/seed';
import { analyzeStaleTables } from './db/statistics';
import { demoEventsLoad } from './events/demo-load';
import { foldPending } from './events/fold';
import { createForeground } from './http/foreground';
import { createLogger } from './http/log';
import { demoOrderCounts, demoOrdersLoad } from './ingest/demo-load';
import { resolveKeyring, seal } from './integrations/keyring';
import { resetPasswordByOperator } from './password/operator-reset';
import { firstAdminBlock, passwordBlock, readyOutput } from './startup-output';

const SHUTDOWN_GRACE_MS = 10_000;

/** Startup problems a person can fix; printed as one line, without a stack. */
class StartupError extends Error {}

/**
 * `node dist/server/main.mjs` serves; `… migrate` migrates, seeds, exits; `… reset-password
 * [email]` migrates, gives the account (the admin by default) a new password, exits.
 */
async function main(command: string | undefined) {
  if (command === 'pglite-template') {
    const target = process.argv[3];
    if (!target) throw new StartupError('pglite-template needs the folder to write');
    await writePgliteTemplate(target);
    return;
  }
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const where = config.databaseUrl ? describeDatabaseUrl(config.databaseUrl) : 'embedded PGlite';
  const open = (timeoutMs?: number) =>
    openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      timeoutMs,
      onPoolError: (err) => logger.warn({ err }, 'database connection lost'),
    }).catch((err: unknown) => {
      throw new StartupError(`Cannot open the database (${where}): ${describeError(err)}`);
    });
  if (!config.databaseUrl && startFromTemplate(config.dataDir)) {
    logger.info('new embedded database copied from the build');
  }
  const setup = await open();
  await setup.ping().catch(async (err: unknown) => {
    await setup.close().catch(() => {});
    throw new StartupError(`Cannot reach the database at ${where}: ${describeError(err)}`);
  });

  await migrate(setup);
  if (command === 'reset-password') {
    await resetPassword(setup, (process.argv[3] ?? config.adminEmail).trim(), where);
    return;
  }
  const keyring = await resolveKeyring(config, setup);
  const seeded = await seed(setup, {
    sealSecret: (plain) => seal(keyring, plain),
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    demo: config.demoData,
    demoPassword: config.demoPassword,
  });
  // Deltas a stopped server left pending would otherwise wait for the next ingested batch.
  await foldPending(setup.db);
  if (command === 'migrate') {
    await setup.close();
    console.log(`Database migrated and seeded (${where}).`);
    const password = seeded.generatedAdminPassword;
    if (password) printLines(firstAdminBlock(config.adminEmail, password));
    return;
  }

  // Serving, PostgreSQL gets a pool whose waits and statements are bounded; migrating and
  // seeding above may rightly run longer. PGlite runs in this process and cannot hang apart.
  const database = config.databaseUrl
    ? await setup.close().then(() => open(config.databaseTimeoutMs))
    : setup;
  const jwtSecret = await resolveJwtSecret(config, database);
  // The demo's data loads in the background, giving way to requests.
  const foreground = createForeground();
  const demoLoad = demoEventsLoad(database.db, config.demoData ? config.demoEvents : 0, foreground);
  const demoOrders = demoOrdersLoad(
    database.db,
    demoOrderCounts(config.demoData ? config.demoOrders : 0),
    foreground,
  );
  const app = await buildApp({
    db: database,
    config: { ...config, jwtSecret },
    logger,
    demoLoad,
    foreground,
  });
  await app.listen({ port: config.port, host: config.host }).catch((err: unknown) => {
    // The admin exists now: its only copy of the password must not be lost with the start.
    const password = seeded.generatedAdminPassword;
    if (password) printLines(firstAdminBlock(config.adminEmail, password));
    throw new StartupError(`Cannot listen on ${config.host}:${config.port}: ${describeError(err)}`);
  });
  // After listen, so starting stays quick: data loaded around the server gets fresh statistics.
  // At debug: routine, and at info its long line would land under the first admin's password.
  const analyzed = analyzeStaleTables(database.db).then(
    (tables) => tables.length > 0 && logger.debug({ tables }, 'planner statistics refreshed'),
    (err: unknown) => logger.error({ err }, 'refreshing planner statistics failed'),
  );
  // Before the ready line: a supervisor may signal as soon as it reads it.
  stopOnSignal(async () => {
    // A client that never finishes reading must not keep the process alive forever.
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    // Closing the app also stops the outbox sender (server/app.ts) before the database closes.
    // Background work finishes its statement first: the database must not close under it.
    await Promise.all([app.close(), demoLoad.stop(), demoOrders.stop(), analyzed]);
    await database.close();
  });
  const { port } = app.server.address() as AddressInfo;
  // The first admin's password block must stay the last thing printed: with it, the demo's
  // progress goes to the debug log and one line before the block says the loading goes on.
  const framed = seeded.generatedAdminPassword !== undefined;
  if (framed && config.demoData)
    console.log('Demo data loads in the background; the console is usable meanwhile.');
  printLines(
    readyOutput({
      url: `http://${config.host}:${port}`,
      where,
      adminEmail: config.adminEmail,
      generatedAdminPassword: seeded.generatedAdminPassword,
    }),
  );
  const progress = (what: string) => (percent: number, loaded: number) => {
    const line = `${what}: ${percent}% (${loaded.toLocaleString('en-GB')})`;
    if (framed) logger.debug(line);
    else console.log(line);
  };
  // After listen: the console answers while the dashboards' demo searches load.
  void demoLoad
    .run(progress('Demo search events'))
    .catch((err: unknown) => logger.error({ err }, 'loading the demo search events failed'));
  void demoOrders
    .run(progress('Demo orders'))
    .catch((err: unknown) => logger.error({ err }, 'loading the demo orders failed'));
}

/** `reset-password [email]`: a new password for the account, printed once; exit 1 if none. */
async function resetPassword(setup: Database, email: string, where: string) {
  const password = await resetPasswordByOperator(setup.db, email).finally(() => setup.close());
  if (!password) {
    throw new StartupError(
      `No account has the email ${email} (database: ${where}); nothing changed.`,
    );
  }
  const heading = `Password reset; every session of ${email} has ended. Sign in with:`;
  printLines(passwordBlock(heading, email, password));
}

const printLines = (lines: string[]) => console.log(lines.join('\n'));

function stopOnSignal(stop: () => Promise<void>) {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    // A second signal means "now": do not wait for slow requests again.
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal} received: finishing open requests, then stopping.`);
    stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(`Shutdown failed: ${describeError(err)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/**
 * One line for a person: the innermost cause (drizzle wraps driver errors), and for Node's
 * refused dual-stack connect, an AggregateError without text, its first inner error.
 */
function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  if (err.cause instanceof Error) return describeError(err.cause);
  const inner = (err as { errors?: unknown }).errors;
  if (!err.message && Array.isArray(inner) && inner.length > 0) return describeError(inner[0]);
  const code = (err as { code?: unknown }).code;
  const text = err.message || (typeof code === 'string' ? code : err.name);
  return text.split('\n')[0] ?? text;
}

main(process.argv[2]).catch((err: unknown) => {
  const known = err instanceof ConfigError || err instanceof StartupError;
  console.error(known ? (err as Error).message : `Startup failed: ${describeError(err)}`);
  process.exit(1);
});
