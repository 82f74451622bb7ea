import { RecordLink } from '../../kit/RecordLink';
import { ruleAllows } from '../../routing/guards';
import { pageRule } from '../../routing/page-access';
import { useActiveApplication } from '../../session/active-application';
import { useSession } from '../../session/session';
import { customerPaths } from './paths';

const ORDER_PAGE = pageRule('orders.get');

/**
 * An order's reference on a customer or credit page: a link to the order only when this user
 * may open it in the open application. Without the permission or the orders feature the link
 * would end on "not authorized" or "not found", so the reference stays plain text.
 */
export function OrderReference({
  applicationId,
  order,
}: {
  applicationId: string;
  order: { orderId: number; key: string; reference: string };
}) {
  const session = useSession();
  const application = useActiveApplication();
  const opens = ruleAllows(ORDER_PAGE, session?.permissions ?? [], application?.features ?? null);
  if (!opens) return <>{order.reference}</>;
  const href = customerPaths(applicationId).order(order.orderId, order.key);
  return <RecordLink href={href}>{order.reference}</RecordLink>;
}
