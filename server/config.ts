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
  DATABASE_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(10),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** 32 bytes as 64 hex digits: seals integrations' secrets (server/integrations/keyring.ts). */
  SECRETS_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits')
    .optional(),
  /** Keys retired by a rotation, comma-separated: secrets sealed with them still open. */
  SECRETS_KEYS_RETIRED: z
    .string()
    .regex(/^[0-9a-fA-F]{64}(,[0-9a-fA-F]{64})*$/, 'must be 64 hex digits each, comma-separated')
    .optional(),
  /** Minutes between scheduled health checks of each enabled integration; 0: none scheduled. */
  HEALTH_CHECK_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
  /** Lets webhook endpoints resolve to loopback and private addresses (tests, a lab network). */
  WEBHOOKS_ALLOW_PRIVATE: flag.default(false),
  /** Seconds a webhook delivery stays claimed by its instance; one whose server died waits it out. */
  WEBHOOKS_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  ADMIN_EMAIL: z.email('must be an email address').default('admin@waypoint.test'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  DEMO_DATA: flag.optional(),
  DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').default('demo-password-1'),
  DEMO_EVENTS: z.coerce.number().int().min(0).max(10_000_000).default(300_000),
  DEMO_ORDERS: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  STATIC_DIR: z.string().min(1).optional(),
  SERVE_SOURCE_MAPS: flag.default(false),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TRUST_PROXY: z.string().min(1).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  PUBLIC_URL: z.url('must be a URL').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Waypoint Console <no-reply@waypoint.test>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  TWITTER_CLIENT_ID: z.string().optional(),
  TWITTER_CLIENT_SECRET: z.string().optional(),
  TWITTER_AUTHORIZE_URL: z.url().default('https://twitter.com/i/oauth2/authorize'),
  TWITTER_TOKEN_URL: z.url().default('https://api.twitter.com/2/oauth2/token'),
  TWITTER_USERINFO_URL: z.url().default('https://api.twitter.com/2/users/me'),
});

/** A social provider is enabled only when both its id and secret are configured. */
export type SocialProviderConfig = { clientId: string; clientSecret: string };

function provider(id: string | undefined, secret: string | undefined) {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}

export type LogLevel = (typeof LOG_LEVELS)[number];

export type Config = {
  port: number;
  host: string;
  /** Unset means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * PostgreSQL only: how long a request may wait for a pooled connection, and how long one
   * statement may run, before the request answers 503 instead of hanging on the database.
   */
  databaseTimeoutMs: number;
  /** Unset means generated once and kept (see server/auth/secret.ts). */
  jwtSecret: string | undefined;
  /** Unset means generated once and kept, as the JWT secret. */
  secretsKey: string | undefined;
  secretsKeysRetired: string[];
  /** Minutes between scheduled health checks of each enabled integration; 0: none scheduled. */
  healthCheckMinutes: number;
  /** Whether webhook endpoints may resolve to loopback or private addresses (off: refused). */
  webhooksAllowPrivate: boolean;
  /**
   * How long a claimed webhook delivery is kept from other instances: what a delivery cut short
   * by a dead server waits before another sends it. An attempt gets at most half of it.
   */
  webhooksLeaseMs: number;
  adminEmail: string;
  adminPassword: string | undefined;
  demoData: boolean;
  demoPassword: string;
  /** Search events the demo seed loads on first start (0: none), for the dashboards. */
  demoEvents: number;
  /** Orders the demo seed loads on first start (0: none, nor its customers and companies). */
  demoOrders: number;
  staticDir: string;
  /** Whether the built app's source maps are served (off: the public never sees the sources). */
  serveSourceMaps: boolean;
  logLevel: LogLevel;
  accessTokenTtlSeconds: number;
  /**
   * How long a just-rotated refresh token may be presented again, as long as its successor has
   * not been used: a page reloaded while a refresh was answered never stored the new tokens.
   */
  refreshReuseGraceSeconds: number;
  /**
   * Fastify's trustProxy: which proxies' X-Forwarded-For to believe, so throttling and
   * sign-in records see the client's address rather than the load balancer's.
   */
  trustProxy: boolean | string;
  /** Base of links in emails; defaults to http://HOST:PORT. */
  publicUrl: string;
  /** Unset: mail is written to DATA_DIR/outbox and its links are logged. */
  smtpUrl: string | undefined;
  mailFrom: string;
  google: (SocialProviderConfig & { issuer: string; jwksUrl: string }) | undefined;
  facebook: (SocialProviderConfig & { graphUrl: string }) | undefined;
  twitter:
    | (SocialProviderConfig & { authorizeUrl: string; tokenUrl: string; userInfoUrl: string })
    | undefined;
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
    databaseTimeoutMs: Math.round(e.DATABASE_TIMEOUT_SECONDS * 1000),
    jwtSecret: e.JWT_SECRET,
    secretsKey: e.SECRETS_KEY,
    secretsKeysRetired: e.SECRETS_KEYS_RETIRED?.split(',') ?? [],
    healthCheckMinutes: e.HEALTH_CHECK_MINUTES,
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE,
    webhooksLeaseMs: e.WEBHOOKS_LEASE_SECONDS * 1000,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    demoData: e.DEMO_DATA ?? e.DATABASE_URL === undefined,
    demoPassword: e.DEMO_PASSWORD,
    demoEvents: e.DEMO_EVENTS,
    demoOrders: e.DEMO_ORDERS,
    staticDir: resolve(e.STATIC_DIR ?? defaultStaticDir()),
    serveSourceMaps: e.SERVE_SOURCE_MAPS,
    logLevel: e.LOG_LEVEL,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshReuseGraceSeconds: e.REFRESH_REUSE_GRACE_SECONDS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google: withUrls(provider(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET), {
      issuer: e.GOOGLE_ISSUER,
      jwksUrl: e.GOOGLE_JWKS_URL,
    }),
    facebook: withUrls(provider(e.FACEBOOK_APP_ID, e.FACEBOOK_APP_SECRET), {
      graphUrl: e.FACEBOOK_GRAPH_URL,
    }),
    twitter: withUrls(provider(e.TWITTER_CLIENT_ID, e.TWITTER_CLIENT_SECRET), {
      authorizeUrl: e.TWITTER_AUTHORIZE_URL,
      tokenUrl: e.TWITTER_TOKEN_URL,
      userInfoUrl: e.TWITTER_USERINFO_URL,
    }),
  };
}

/** `true`/`1` trusts every proxy; anything else is a comma list of addresses or CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || ['0', 'false', 'off', 'no'].includes(value)) return false;
  if (['1', 'true', 'on', 'yes'].includes(value)) return true;
  return value;
}

function withUrls<T extends object>(base: SocialProviderConfig | undefined, urls: T) {
  return base ? { ...base, ...urls } : undefined;
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
