import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Configuration comes only from the environment; every variable is documented in the README. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'], {
    message: 'expected 1/0, true/false, on/off or yes/no',
  })
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email('must be an email address').default('admin@waypoint.test'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  DEMO_DATA: flag.optional(),
  DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').default('demo-password-1'),
  STATIC_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
});

export type LogLevel = (typeof LOG_LEVELS)[number];

export type Config = {
  port: number;
  host: string;
  /** Unset means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Unset means generated once and kept (see server/auth/secret.ts). */
  jwtSecret: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  demoData: boolean;
  demoPassword: string;
  staticDir: string;
  logLevel: LogLevel;
};

export class ConfigError extends Error {}

/** The built bundle sits in dist/server/, next to the SPA in dist/public/. */
const defaultStaticDir = () => fileURLToPath(new URL('../public/', import.meta.url));

/** Reads the configuration; throws a ConfigError whose message is one readable line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR),
    jwtSecret: e.JWT_SECRET,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    demoData: e.DEMO_DATA ?? e.DATABASE_URL === undefined,
    demoPassword: e.DEMO_PASSWORD,
    staticDir: resolve(e.STATIC_DIR ?? defaultStaticDir()),
    logLevel: e.LOG_LEVEL,
  };
}

/** A database URL fit to print: the password is dropped. */
export function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return 'the configured DATABASE_URL';
  }
}
