import { ORDER_TEXT, type Order } from '#contract/orders';
import { api } from '../../api/client';
import { expectStatus } from '../../kit/calls';
import { NotesCard } from '../../kit/NotesCard';
import { type OrderParams, ordersKey } from './paths';

/** The order's notes, oldest first; staff who may call orders.addNote add one. */
export function NotesPanel({ order, params }: { order: Order; params: OrderParams }) {
  return (
    <NotesCard
      notes={order.notes}
      add="orders.addNote"
      cacheKey={ordersKey(params.applicationId)}
      call={(note) => expectStatus(api.orders.addNote({ params, body: { body: note } }), 201)}
      done={ORDER_TEXT.noteAdded}
    />
  );
}
