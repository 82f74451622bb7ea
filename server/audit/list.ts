import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import {
  AUDIT_ACTIONS,
  AUDIT_AREA_NAMES,
  AUDIT_TEXT,
  type AuditArea,
  type AuditEntry,
} from '#contract/audit';
import type { Paged } from '#contract/paging';
import type { Db } from '#server/db/client';
import { auditLog, users } from '#server/db/schema';
import { containsPattern, offsetOf } from '#server/http/paging';

export type AuditFilter = {
  /** The areas the trail shows: its scope's (contract/audit.ts), or the one asked for. */
  areas: readonly [AuditArea, ...AuditArea[]];
  /** A company's trail; left out, the rows of any company or none (the platform's). */
  companyId?: number | undefined;
  actorId?: number | undefined;
  recordId?: number | undefined;
  /** Part of the record's name. */
  search?: string | undefined;
  /** UTC days, both included. */
  from?: string | undefined;
  to?: string | undefined;
};

type Page = { page: number; pageSize: number };

const oneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * The one condition the page's rows and its total both use, so the total counts exactly the
 * rows the pages show: a row of another scope's area, or of an area or action this build does
 * not know (written by a newer one), is in neither.
 */
function conditions(f: AuditFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [inArray(auditLog.action, [...AUDIT_ACTIONS])];
  if (f.recordId === undefined) where.push(inArray(auditLog.area, [...f.areas]));
  else {
    // A record's History: its own rows and those of its parts that name it their parent.
    const id = String(f.recordId);
    where.push(
      or(
        and(inArray(auditLog.area, [...f.areas]), eq(auditLog.recordId, id)),
        and(
          inArray(auditLog.parentArea, [...f.areas]),
          eq(auditLog.parentId, id),
          inArray(auditLog.area, [...AUDIT_AREA_NAMES]),
        ),
      ),
    );
  }
  if (f.companyId !== undefined) where.push(eq(auditLog.companyId, f.companyId));
  if (f.actorId !== undefined) where.push(eq(auditLog.actorId, f.actorId));
  if (f.search) where.push(ilike(auditLog.label, containsPattern(f.search)));
  if (f.from) where.push(gte(auditLog.at, sql`${f.from}::date`));
  // The last day counts whole: up to the next midnight.
  if (f.to) where.push(lt(auditLog.at, sql`${f.to}::date + 1`));
  return and(...where);
}

type ActorColumns = {
  actorId: number | null;
  siteKeyId: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
};

/** No actor: the system made it (seed, jobs), or the person's account is gone since. */
function actorOf(r: ActorColumns): AuditEntry['actor'] {
  if (r.siteKeyId !== null) {
    return { kind: 'bookingSite', name: AUDIT_TEXT.bookingSite, keyId: r.siteKeyId };
  }
  if (r.actorId === null) return null;
  return {
    kind: 'user',
    userId: r.actorId,
    name: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(),
    email: r.email ?? '',
  };
}

/** A page of a trail's changes (or one record's), newest first, with the total. */
export async function listAudit(
  db: Db,
  filter: AuditFilter,
  page: Page,
): Promise<Paged<AuditEntry>> {
  const where = conditions(filter);
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      siteKeyId: auditLog.siteKeyId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      area: auditLog.area,
      recordId: auditLog.recordId,
      label: auditLog.label,
      action: auditLog.action,
      changes: auditLog.changes,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.pageSize)
    .offset(offsetOf({ ...page }));
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const items = rows.map((r): AuditEntry => {
    // The condition admitted known areas and actions only; this only tells the compiler.
    if (!oneOf(AUDIT_AREA_NAMES, r.area) || !oneOf(AUDIT_ACTIONS, r.action)) {
      throw new Error(`audit row ${r.id} of an unknown area or action`);
    }
    return {
      id: r.id,
      at: r.at.toISOString(),
      actor: actorOf(r),
      area: r.area,
      recordId: r.recordId,
      label: r.label,
      action: r.action,
      changes: r.changes as AuditEntry['changes'],
    };
  });
  return { items, total: total?.n ?? 0 };
}
