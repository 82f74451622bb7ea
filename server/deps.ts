import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { BackgroundLoad } from './http/background-load';
import type { Foreground } from './http/foreground';
import type { BackgroundWork } from './kit/background';

/** Configuration once the JWT secret is settled (see server/auth/secret.ts). */
export type ServerConfig = Omit<Config, 'jwtSecret'> & { jwtSecret: string };

/** What the HTTP app needs from the outside; tests build their own. */
export type AppDeps = {
  db: Database;
  config: ServerConfig;
  logger: FastifyBaseLogger;
  /** The demo's search events loading in the background (absent: nothing loads). */
  demoLoad?: BackgroundLoad;
  /** Requests the background work gives way to (absent: none counted). */
  foreground?: Foreground;
  /** Jobs requests start and the app stops on close (buildApp makes it). */
  background: BackgroundWork;
};
