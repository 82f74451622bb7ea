import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { applications } from '#server/db/schema';

export type AppRef = { id: number; name: string };

/** The company's applications, which bound every widget's choice of applications. */
export async function companyApps(db: Db, companyId: number): Promise<AppRef[]> {
  return db
    .select({ id: applications.id, name: applications.name })
    .from(applications)
    .where(eq(applications.companyId, companyId))
    .orderBy(asc(applications.id));
}
