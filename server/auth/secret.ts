import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { settings } from '#server/db/schema';

const SETTING = 'jwt_secret';

/**
 * The key that signs access tokens. JWT_SECRET wins; otherwise one is generated on first
 * start and kept: in DATA_DIR/jwt-secret next to the embedded database, or in the settings
 * table on PostgreSQL so every instance behind a load balancer accepts every token.
 */
export function resolveJwtSecret(config: Config, database: Database): Promise<string> {
  if (config.jwtSecret) return Promise.resolve(config.jwtSecret);
  return keptSecret(config, database, {
    setting: SETTING,
    file: 'jwt-secret',
    fresh: randomBytes(48).toString('base64url'),
  });
}

/**
 * A secret generated on first start and kept: in DATA_DIR/<file> with PGlite, in the settings
 * table on PostgreSQL. The first instance to store one wins; the others read it.
 */
export async function keptSecret(
  config: Pick<Config, 'dataDir'>,
  database: Database,
  kept: { setting: string; file: string; fresh: string },
): Promise<string> {
  const { setting, fresh } = kept;
  if (database.driver.kind === 'postgres') {
    await database.db.insert(settings).values({ key: setting, value: fresh }).onConflictDoNothing();
    const [row] = await database.db.select().from(settings).where(eq(settings.key, setting));
    if (!row) throw new Error(`The ${setting} could not be stored`);
    return row.value;
  }
  const file = join(config.dataDir, kept.file);
  mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so a secret is never overwritten.
    writeFileSync(file, fresh, { flag: 'wx', mode: 0o600 });
    return fresh;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return readFileSync(file, 'utf8').trim();
  }
}
