import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from './audited';

/**
 * The INSERT of a bulk import's audit rows, for a CTE of the import's own statement: one
 * "create" row per person who joined, set-based like the import (50,000 rows cost one more
 * insert in the same statement, not 50,000 calls). `joined` must select user_id, email,
 * first_name, last_name, title and role (its name).
 */
export function auditJoinedInsert(actor: Actor, companyId: number, joined: SQL) {
  const made = (field: string, column: string) =>
    sql.raw(`'${field}', jsonb_build_array(null, ${column})`);
  return sql`
    insert into audit_log (actor_id, company_id, area, record_id, label, action, changes)
    select ${actor?.userId ?? null}::int, ${companyId}::int, 'users', j.user_id::text, j.email,
           'create', jsonb_build_object(${made('email', 'j.email')}, ${made('firstName', 'j.first_name')},
             ${made('lastName', 'j.last_name')}, ${made('title', 'j.title')},
             ${made('role', 'j.role')}, ${made('isActive', 'true')})
      from (${joined}) j`;
}
