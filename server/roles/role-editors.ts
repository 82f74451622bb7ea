import { sql } from 'drizzle-orm';
import { MSG } from '#contract/messages';
import { rows } from '#server/db/rows';
import type { Tx } from '#server/db/tx';
import { Invalid } from '#server/kit/errors';

/** Whether an active member's role holds company_roles_edit, i.e. someone can still fix roles. */
async function hasRoleEditor(tx: Tx, companyId: number): Promise<boolean> {
  const [row] = await rows<{ found: boolean }>(
    tx,
    sql`
    select exists (
      select 1 from memberships m
        join role_permissions rp on rp.role_id = m.role_id
        join permissions p on p.id = rp.permission_id and p.name = 'company_roles_edit'
       where m.company_id = ${companyId} and m.is_active) as found`,
  );
  return row?.found === true;
}

/**
 * Runs a change that may take role editing away from members (a role change, a deactivation, a
 * removal, a role's permissions or deletion) and refuses it when it leaves the company without an
 * active role editor. The company row is locked first, so two such changes in one company take
 * turns: two admins demoting each other at once cannot both see the other still there.
 * Every caller locks the company before any role or member row, so they never deadlock.
 */
export async function keepingRoleEditor<T>(
  tx: Tx,
  companyId: number,
  change: () => Promise<T>,
): Promise<T> {
  await tx.execute(sql`select id from companies where id = ${companyId} for update`);
  const before = await hasRoleEditor(tx, companyId);
  const result = await change();
  // A company that had none (a new one still being set up) is not blocked by this rule.
  if (before && !(await hasRoleEditor(tx, companyId))) {
    throw new Invalid(MSG.lastRoleEditor);
  }
  return result;
}
