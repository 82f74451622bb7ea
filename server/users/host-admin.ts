import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema';
import type { Tx } from '#server/db/tx';

/** Who is making a change: the host admin's role and active flag are theirs to change. */
export type Caller = { userId: number };

/** The host admin themself, or a platform admin, may change the host admin's role or active flag. */
export async function mayChangeHost(tx: Tx, hostId: number, caller: Caller) {
  if (caller.userId === hostId) return true;
  const [row] = await tx
    .select({ platformAdmin: users.isPlatformAdmin })
    .from(users)
    .where(eq(users.id, caller.userId));
  return row?.platformAdmin === true;
}
