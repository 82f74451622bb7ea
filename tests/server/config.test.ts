import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '#server/auth/secret';
import { ConfigError, describeDatabaseUrl, loadConfig } from '#server/config';
import { freshDataDirs, keptByTwoInstances } from './data-dir.fixtures';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: resolve('./data'),
      adminEmail: 'admin@waypoint.test',
      demoData: true,
      demoPassword: 'demo-password-1',
      logLevel: 'info',
    });
  });

  it('turns demo data off for PostgreSQL unless asked for', () => {
    const url = 'postgres://u:p@db:5432/app';
    expect(loadConfig({ DATABASE_URL: url }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, DEMO_DATA: '1' }).demoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: url, DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x/y' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL'],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('refuses %o with one line naming the variable', (env, name) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(name);
    expect(message).not.toContain('\n');
  });

  it('never prints a database password', () => {
    expect(describeDatabaseUrl('postgres://app:s3cret@db.internal:6543/main')).toBe(
      'postgres://db.internal:6543/main',
    );
  });
});

describe('the JWT secret', () => {
  const kept = freshDataDirs();

  it('is generated on first start next to the embedded database and kept', async () => {
    const dir = kept.dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    const first = await resolveJwtSecret(config, kept.database());
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o077).toBe(0);
    expect(await resolveJwtSecret(config, kept.database())).toBe(first);
  });

  it('comes from JWT_SECRET when set', async () => {
    const secret = 'x'.repeat(40);
    const config = loadConfig({ JWT_SECRET: secret });
    expect(await resolveJwtSecret(config, kept.database())).toBe(secret);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'is shared through the database by every PostgreSQL instance (needs TEST_DATABASE_URL)',
    async () => {
      const [a, b] = await keptByTwoInstances(resolveJwtSecret);
      expect(a.length).toBeGreaterThanOrEqual(32);
      expect(b).toBe(a);
    },
  );
});

describe('DATABASE_TIMEOUT_SECONDS', () => {
  it('bounds waits on the database at 10 s unless set, in seconds or fractions of one', () => {
    expect(loadConfig({}).databaseTimeoutMs).toBe(10_000);
    expect(loadConfig({ DATABASE_TIMEOUT_SECONDS: '2.5' }).databaseTimeoutMs).toBe(2500);
    for (const bad of ['0', '-1', 'soon']) {
      expect(() => loadConfig({ DATABASE_TIMEOUT_SECONDS: bad })).toThrow(ConfigError);
    }
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, every proxy for true, and listed proxies otherwise', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.0/8' }).trustProxy).toBe(
      '10.0.0.1,10.0.0.0/8',
    );
  });
});
