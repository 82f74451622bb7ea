import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';

/** Configuration once the JWT secret is settled (see server/auth/secret.ts). */
export type ServerConfig = Omit<Config, 'jwtSecret'> & { jwtSecret: string };

/** What the HTTP app needs from the outside; tests build their own. */
export type AppDeps = {
  db: Database;
  config: ServerConfig;
  logger: FastifyBaseLogger;
};
