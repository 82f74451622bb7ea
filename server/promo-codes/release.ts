import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rows } from '#server/db/rows';
import type { Tx } from '#server/db/tx';

/** Gives back the uses the rows `released` (just marked released) held, code and rule alike. */
async function giveBack(tx: Tx, released: readonly { code_id: number; rule_id: number }[]) {
  for (const use of released) {
    await tx.execute(
      sql`update voucher_codes set uses = uses - 1 where id = ${use.code_id} and uses > 0`,
    );
    await tx.execute(
      sql`update voucher_rules set uses = uses - 1 where id = ${use.rule_id} and uses > 0`,
    );
  }
  return released.length;
}

/** Gives back an order's use of one code; answers whether there was one. Idempotent. */
export async function releaseCode(
  db: Db,
  applicationId: number,
  sentCode: string,
  orderReference: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const released = await rows<{ code_id: number; rule_id: number }>(
      tx,
      sql`update voucher_redemptions set released_at = now()
          where code_id = (select id from voucher_codes
                           where application_id = ${applicationId}
                             and code = ${sentCode.trim().toUpperCase()})
            and order_reference = ${orderReference} and released_at is null
          returning code_id, rule_id`,
    );
    return (await giveBack(tx, released)) > 0;
  });
}

/**
 * Gives back every code an order of the application used, in the caller's transaction: the
 * console's cancellation calls it, so the order and its codes' uses change together.
 */
export async function releaseOrderCodes(
  tx: Tx,
  applicationId: number,
  orderReference: string,
): Promise<number> {
  const released = await rows<{ code_id: number; rule_id: number }>(
    tx,
    sql`update voucher_redemptions set released_at = now()
        where application_id = ${applicationId} and order_reference = ${orderReference}
          and released_at is null
        returning code_id, rule_id`,
  );
  return giveBack(tx, released);
}
