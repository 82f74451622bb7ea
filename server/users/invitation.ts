import { sql } from 'drizzle-orm';
import type { InvitationState } from '#contract/users';
import type { Db } from '#server/db/client';
import { rows } from '#server/db/rows';

/**
 * Has a password or has ever signed in (a social sign-in leaves no password): nothing left to
 * invite them to. Both read by user id through indexes (users pkey, sign_ins_user_idx).
 */
const accepted = sql`(u.password_hash is not null or exists (
  select 1 from sign_ins s where s.user_id = u.id and s.success))`;

/** The latest invitation's status, read backwards from outbox_user_idx. */
const latest = sql`(select o.status from outbox o
  where o.user_id = u.id and o.kind = 'invitation' order by o.id desc limit 1)`;

/** Each of these users' invitation state, for one page of the grid. */
export async function invitationStates(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, InvitationState>> {
  if (userIds.length === 0) return new Map();
  const found = await rows<{ id: number; accepted: boolean; status: string | null }>(
    db,
    sql`select u.id, ${accepted} as accepted, ${latest} as status from users u
        where u.id in (select jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb)::int)`,
  );
  return new Map(found.map((r) => [r.id, stateOf(r.accepted, r.status)]));
}

function stateOf(isAccepted: boolean, status: string | null): InvitationState {
  if (isAccepted) return 'accepted';
  if (status === 'pending') return 'queued';
  if (status === 'sent' || status === 'failed') return status;
  return 'none';
}

export async function invitationState(db: Db, userId: number): Promise<InvitationState> {
  return (await invitationStates(db, [userId])).get(userId) ?? 'none';
}
