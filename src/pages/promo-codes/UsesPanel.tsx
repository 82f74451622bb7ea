import { Card, formatMoney, Muted } from '#ui';
import { tsr } from '../../api/tsr';
import { DateTimeCell } from '../../kit/cells';
import { promoKey } from './paths';

/** A code's redemptions: which order, who, how much, and whether it was given back. */
export function UsesPanel(props: { applicationId: string; voucherCodeId: string }) {
  const read = tsr.voucherCodes.uses.useQuery({
    queryKey: [...promoKey(props.applicationId), 'uses', props.voucherCodeId],
    queryData: { params: props },
  });
  const items = read.data?.body.items ?? [];
  return (
    <Card title="Uses">
      {items.length === 0 ? (
        <Muted>No order has used this code yet.</Muted>
      ) : (
        <table aria-label="Uses of the code">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Customer</th>
              <th scope="col">Discount</th>
              <th scope="col">Redeemed</th>
              <th scope="col">Released</th>
            </tr>
          </thead>
          <tbody>
            {items.map((use) => (
              <tr key={`${use.orderReference}-${use.redeemed}`}>
                <td>{use.orderReference}</td>
                <td>{use.customerEmail}</td>
                <td>{formatMoney(use.discount, use.currency)}</td>
                <td>
                  <DateTimeCell value={use.redeemed} />
                </td>
                <td>{use.released ? <DateTimeCell value={use.released} /> : 'In use'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
