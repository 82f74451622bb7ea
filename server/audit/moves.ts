import { sql } from 'drizzle-orm';
import type { Tx } from '#server/db/tx';
import type { Actor } from './audited';

/**
 * One audit row per member a deleted role's users move to its replacement, written by one
 * INSERT … SELECT before the move (a role may hold thousands): each reads as the member's
 * role changing from the old name to the new.
 */
export async function auditRoleMoves(
  tx: Tx,
  actor: Actor,
  companyId: number,
  fromRoleId: number,
  toRoleId: number,
) {
  await tx.execute(sql`
    insert into audit_log (actor_id, company_id, area, record_id, label, action, changes)
    select ${actor?.userId ?? null}::int, ${companyId}::int, 'users', m.user_id::text, u.email,
           'update', jsonb_build_object('role', jsonb_build_array(f.name, t.name))
      from memberships m
      join users u on u.id = m.user_id
      join roles f on f.id = ${fromRoleId}
      join roles t on t.id = ${toRoleId}
     where m.role_id = ${fromRoleId} and m.company_id = ${companyId}`);
}
