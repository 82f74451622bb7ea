import type { TimelineKind } from '#contract/orders-model';
import { orderTimeline } from '#server/db/schema-travel';
import type { Tx } from '#server/db/tx';

/** What a timeline row keeps besides who and when (order_timeline.detail). */
export type TimelineDetail = {
  from?: string;
  to?: string;
  /** What ingestion writes (server/ingest): the status sent, and the one before when it moved. */
  status?: string;
  previousStatus?: string;
  reason?: string;
  noteId?: number;
  fields?: string[];
  itemIds?: number[];
  refunded?: string;
};

/**
 * The details people write in their own words, which may name someone: erasing a customer
 * (server/customers/erase.ts) puts a marker in their place and keeps the rest, which the
 * console words itself.
 */
export const FREE_TEXT_DETAILS: readonly (keyof TimelineDetail)[] = ['reason'];

/** Writes one step of the order's history in the change's transaction; answers its id. */
export async function addStep(
  tx: Tx,
  orderId: number,
  actorId: number | null,
  kind: TimelineKind,
  detail: TimelineDetail,
): Promise<number> {
  const [row] = await tx
    .insert(orderTimeline)
    .values({ orderId, actorId, kind, detail })
    .returning({ id: orderTimeline.id });
  if (!row) throw new Error('timeline row not written');
  return row.id;
}

const isDetail = (value: unknown): value is TimelineDetail =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The contact's fields as the page labels them. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  title: 'title',
  firstName: 'first name',
  lastName: 'last name',
  email: 'email',
  phone: 'phone',
};

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The line the order page shows for a step. */
export function summaryOf(kind: string, stored: unknown): string {
  const d = isDetail(stored) ? stored : {};
  const move = d.from && d.to && d.from !== d.to ? ` (${d.from} → ${d.to})` : '';
  switch (kind) {
    case 'created':
      return 'Order received from the booking site';
    case 'updated': {
      const sent = d.previousStatus && d.status && d.previousStatus !== d.status;
      return `Order updated by the booking site${sent ? ` (${d.previousStatus} → ${d.status})` : ''}`;
    }
    case 'status':
      return `Status changed from ${d.from ?? '?'} to ${d.to ?? '?'}`;
    case 'note':
      return 'Note added';
    case 'contact':
      return d.fields?.length
        ? `Contact changed: ${d.fields.map((f) => FIELD_WORDS[f] ?? f).join(', ')}`
        : 'Contact changed';
    case 'cancelled': {
      const what =
        d.to === 'Cancelled'
          ? 'Order cancelled'
          : `${plural(d.itemIds?.length ?? 0, 'item')} cancelled`;
      const refund = d.refunded ? `; ${d.refunded} credit given back` : '';
      return `${what}${move}${refund}`;
    }
    default:
      return kind;
  }
}

export const reasonOf = (stored: unknown) =>
  isDetail(stored) && typeof stored.reason === 'string' ? stored.reason : null;
