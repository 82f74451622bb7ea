import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { InvitationState } from '#contract/users';
import type { Db } from '#server/db/client';
import { rows } from '#server/db/rows';

/**
 * Where the user's invitation stands, as a column of one statement (the users grid reads it
 * for its page's rows only: a kit late column). Accepted once they have a password or have
 * ever signed in (a social sign-in leaves no password); otherwise the latest invitation's
 * status, read backwards from outbox_user_idx. Every look-up is by user id through an index
 * (sign_ins_user_idx, outbox_user_idx). `passwordSet` comes from the caller's own users row:
 * as a subquery on users, a planner with a bulk import's stale statistics hashed the whole
 * users table for every page (100,000 rows read for 10).
 */
export const invitationOf = (userId: SQLWrapper, passwordSet: SQLWrapper): SQL<InvitationState> =>
  sql<InvitationState>`
  case when ${passwordSet}
         or exists (select 1 from sign_ins s where s.user_id = ${userId} and s.success)
       then 'accepted'
       else coalesce((select case o.status when 'pending' then 'queued'
                                           when 'sent' then 'sent'
                                           when 'failed' then 'failed' end
                        from outbox o
                       where o.user_id = ${userId} and o.kind = 'invitation'
                       order by o.id desc limit 1), 'none')
  end`;

export async function invitationState(db: Db, userId: number): Promise<InvitationState> {
  const [row] = await rows<{ state: InvitationState }>(
    db,
    sql`select ${invitationOf(sql`u.id`, sql`u.password_hash is not null`)} as state
          from users u where u.id = ${userId}`,
  );
  return row?.state ?? 'none';
}
