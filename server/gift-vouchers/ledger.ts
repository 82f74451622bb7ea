import { sql } from 'drizzle-orm';
import { rows } from '#server/db/rows';
import type { Executor } from '#server/outbox/enqueue';

export type GiftLedgerKind = 'issue' | 'redeem' | 'refund';

type Entry = {
  voucherId: number;
  kind: GiftLedgerKind;
  amountMinor: number;
  reference: string;
  orderReference?: string | null;
  actorId?: number | null;
  /** A debit only while the voucher is valid on this day (its last day included). */
  validOn?: string;
};

/**
 * Appends one entry and moves the voucher's balance by its amount in ONE statement: the
 * conditional UPDATE takes the voucher's row lock, so parallel redemptions queue on it and each
 * sees the balance the previous one left — a balance never goes below zero, and 100 parallel
 * redemptions take exactly what it holds. A reference already in the ledger adds nothing.
 * Answers whether the entry was written.
 */
export async function appendGiftEntry(tx: Executor, entry: Entry): Promise<boolean> {
  const validOn = entry.validOn ?? null;
  const written = await rows<{ id: number }>(
    tx,
    sql`
    with moved as (
      update gift_vouchers set balance_minor = balance_minor + ${entry.amountMinor}::bigint
      where id = ${entry.voucherId}
        and balance_minor + ${entry.amountMinor}::bigint >= 0
        and (${validOn}::date is null or expires_on >= ${validOn}::date)
        and not exists (select 1 from gift_voucher_ledger
                        where voucher_id = ${entry.voucherId} and reference = ${entry.reference})
      returning id)
    insert into gift_voucher_ledger (voucher_id, kind, amount_minor, reference, order_reference, actor_id)
    select moved.id, ${entry.kind}, ${entry.amountMinor}::bigint, ${entry.reference},
           ${entry.orderReference ?? null}, ${entry.actorId ?? null}::int
    from moved
    returning id`,
  );
  return written.length === 1;
}

/**
 * Gives back what an order's redemptions took from the application's vouchers and has not had
 * back yet, at most `upToMinor` (a partial cancellation gives back its items' share). The
 * reference names the cancellation, so repeating one adds nothing. Answers the amount returned.
 */
export async function refundGiftVouchers(
  tx: Executor,
  order: { applicationId: number; reference: string },
  actorId: number | null,
  { reference, upToMinor = Number.MAX_SAFE_INTEGER }: { reference: string; upToMinor?: number },
): Promise<number> {
  const due = await rows<{ voucherId: number; owed: string }>(
    tx,
    sql`
    select l.voucher_id as "voucherId", -sum(l.amount_minor) as owed
    from gift_voucher_ledger l join gift_vouchers v on v.id = l.voucher_id
    where l.order_reference = ${order.reference} and v.application_id = ${order.applicationId}
      and l.kind in ('redeem', 'refund')
    group by l.voucher_id having sum(l.amount_minor) < 0
    order by l.voucher_id`,
  );
  let given = 0;
  for (const { voucherId, owed } of due) {
    const amountMinor = Math.min(Number(owed), upToMinor - given);
    if (amountMinor <= 0) break;
    const written = await appendGiftEntry(tx, {
      voucherId,
      kind: 'refund',
      amountMinor,
      reference,
      orderReference: order.reference,
      actorId,
    });
    if (written) given += amountMinor;
  }
  return given;
}
