// Puts `count` users into company 1 with one set-based statement each (generate_series), so a
// benchmark gets a big company in seconds. Runs on the server's own database before the server
// starts: PGlite's files in DATA_DIR (one process at a time), or the PostgreSQL URL.
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

const seedSql = (count) => `
  insert into users (email, first_name, last_name, title)
  select 'grid' || g || '@bench.test',
    (array['Ann','Bob','Cleo','Dan','Eva','Finn','Gus','Hana','Ivan','Jo'])[1 + g % 10],
    (array['Smith','Jones','Brown','Lee','Garcia','Martin','Nguyen','Khan','Silva','Novak'])
      [1 + (g / 10) % 10] || '-' || (g % 997),
    g % 7
  from generate_series(1, ${Number(count)}) g;
  insert into memberships (company_id, user_id, role_id, is_active, created_at, last_login_at)
  select 1, id, 1 + id % 2, id % 13 <> 0, now() - (id % 1000) * interval '1 hour',
    case when id % 3 = 0 then now() - (id % 5000) * interval '1 minute' end
  from users where email like 'grid%@bench.test';
`;
// What autovacuum does soon after a big import: statistics, and the visibility map that lets the
// grid filter a search inside an index. VACUUM must run on its own, outside the seed's transaction.
const VACUUM = 'vacuum analyze';

/**
 * `env` is the server's: DATABASE_URL for PostgreSQL, else DATA_DIR for PGlite. `analyze: false`
 * leaves the statistics as a bulk import leaves them, for a bench of the first minute.
 */
export async function seedUsers(env, count, { analyze = true } = {}) {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(seedSql(count));
      if (analyze) await client.query(VACUUM);
    } finally {
      await client.end();
    }
    return;
  }
  // The same folder server/db/client.ts opens.
  const db = await PGlite.create(join(env.DATA_DIR, 'pglite'), { extensions: { pg_trgm } });
  try {
    await db.exec(seedSql(count));
    if (analyze) await db.exec(VACUUM);
  } finally {
    await db.close();
  }
}
