import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { customers, linkedCompanies } from '#server/db/schema-travel';
import type { Tx } from '#server/db/tx';
import type { Extra } from './shape';

/**
 * What a level's page shows beside its own columns: its linked company's name and how many of
 * the application's customers hold it (a customer's level is the level's name, any case).
 */
export async function extrasOf(
  db: Db | Tx,
  applicationId: number,
  levels: readonly { name: string; linkedCompanyId: number | null }[],
): Promise<(level: { name: string; linkedCompanyId: number | null }) => Extra> {
  const names = [...new Set(levels.map((l) => l.name.toLowerCase()))];
  const companyIds = [
    ...new Set(levels.flatMap((l) => (l.linkedCompanyId === null ? [] : [l.linkedCompanyId]))),
  ];
  const level = sql<string>`lower(${customers.membershipLevel})`;
  const counts =
    names.length === 0
      ? []
      : await db
          .select({ level, n: count() })
          .from(customers)
          .where(
            and(
              eq(customers.applicationId, applicationId),
              inArray(level, names),
              isNull(customers.erasedAt),
            ),
          )
          .groupBy(level);
  const companies =
    companyIds.length === 0
      ? []
      : await db
          .select({ id: linkedCompanies.id, name: linkedCompanies.name })
          .from(linkedCompanies)
          .where(inArray(linkedCompanies.id, companyIds));
  const members = new Map(counts.map((c) => [c.level, c.n]));
  const companyName = new Map(companies.map((c) => [c.id, c.name]));
  return (l) => ({
    members: members.get(l.name.toLowerCase()) ?? 0,
    linkedCompanyName:
      l.linkedCompanyId === null ? null : (companyName.get(l.linkedCompanyId) ?? null),
  });
}
