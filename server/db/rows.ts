import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** The rows of a raw SQL query. Both drivers answer { rows }; the shared Db type leaves it unknown. */
export async function rows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows?: T[] };
  return result.rows ?? [];
}
