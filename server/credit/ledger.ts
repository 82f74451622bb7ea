import { sql } from 'drizzle-orm';
import { rows } from '#server/db/rows';
import type { Executor } from '#server/outbox/enqueue';

/** Why an order on account was refused (issue 18: the reason a booking site sees). */
export const CREDIT_LIMIT_EXCEEDED = 'credit limit exceeded';

export type LedgerKind = 'opening' | 'topup' | 'adjustment' | 'order' | 'refund';

type Entry = {
  accountId: number;
  kind: LedgerKind;
  amountMinor: number;
  reference: string;
  orderId?: number | null;
  reason?: string | null;
  actorId?: number | null;
};

/**
 * Appends one entry and moves the account's available balance by its amount, in ONE statement:
 * the conditional UPDATE takes the account's row lock, so parallel debits queue on it and each
 * sees the balance the previous one left — the balance can never go below zero, and 100 parallel
 * orders on one account accept exactly as many as the credit covers. A reference already in the
 * ledger adds nothing (a resent order or a repeated refund). Answers whether the entry was
 * written: false when the credit does not cover a debit or the reference was there already.
 */
export async function appendEntry(tx: Executor, entry: Entry): Promise<boolean> {
  const written = await rows<{ id: number }>(
    tx,
    sql`
    with moved as (
      update credit_accounts set balance_minor = balance_minor + ${entry.amountMinor}::bigint
      where id = ${entry.accountId}
        and balance_minor + ${entry.amountMinor}::bigint >= 0
        and not exists (select 1 from credit_ledger
                        where account_id = ${entry.accountId} and reference = ${entry.reference})
      returning id)
    insert into credit_ledger (account_id, kind, amount_minor, reference, order_id, reason, actor_id)
    select moved.id, ${entry.kind}, ${entry.amountMinor}::bigint, ${entry.reference},
           ${entry.orderId ?? null}::int, ${entry.reason ?? null}, ${entry.actorId ?? null}::int
    from moved
    returning id`,
  );
  return written.length === 1;
}

/**
 * Gives back the credit an order consumed and has not had back yet, at most `upToMinor` of it
 * (a partial cancellation gives back its items' share). `reference` names the cancellation, so
 * repeating one adds nothing. Answers the amount returned per account.
 */
export async function refundOrder(
  tx: Executor,
  orderId: number,
  actorId: number | null,
  { reference = `refund:${orderId}`, upToMinor = Number.MAX_SAFE_INTEGER } = {},
) {
  const due = await rows<{ accountId: number; owed: string }>(
    tx,
    sql`
    select account_id as "accountId", -sum(amount_minor) as owed
    from credit_ledger where order_id = ${orderId} and kind in ('order', 'refund')
    group by account_id having sum(amount_minor) < 0`,
  );
  const refunded: { accountId: number; amountMinor: number }[] = [];
  let left = upToMinor;
  for (const { accountId, owed } of due) {
    const amountMinor = Math.min(Number(owed), left);
    if (amountMinor <= 0) break;
    const written = await appendEntry(tx, {
      accountId,
      kind: 'refund',
      amountMinor,
      reference,
      orderId,
      reason: 'Order cancelled',
      actorId,
    });
    if (!written) continue;
    refunded.push({ accountId, amountMinor });
    left -= amountMinor;
  }
  return refunded;
}
