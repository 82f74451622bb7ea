import { eq } from 'drizzle-orm';
import { companies } from '#server/db/schema';
import type { TestServer } from './harness';

/** The company's stored version: what a settings save made on a fresh read sends back. */
export async function companyVersion(server: TestServer, companyId: number): Promise<number> {
  const [row] = await server.database.db
    .select({ version: companies.version })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw new Error(`No company ${companyId}`);
  return row.version;
}
