import type { Customer } from '#contract/customers';
import { Alert, Card, List, Muted, Stack } from '#ui';
import { DateTimeCell } from '../../kit/cells';
import { RecordLink } from '../../kit/RecordLink';
import { CustomerDataActions } from './CustomerDataActions';
import { CustomerOrdersPanel } from './CustomerOrdersPanel';
import { customerPaths } from './paths';

/** Under a customer's details: data protection, their orders and their hotlists. */
export function CustomerPanels({
  applicationId,
  customer,
}: {
  applicationId: string;
  customer: Customer;
}) {
  const paths = customerPaths(applicationId);
  return (
    <Stack gap="lg">
      {customer.erasedAt ? (
        <Alert tone="warning">
          This customer was erased for data protection on <DateTimeCell value={customer.erasedAt} />
          ; their personal details are anonymised and can no longer be edited.
        </Alert>
      ) : null}
      <CustomerDataActions applicationId={applicationId} customer={customer} />
      <CustomerOrdersPanel applicationId={applicationId} customer={customer} />
      <Card title="Hotlists">
        {customer.hotlists.length === 0 ? (
          <Muted>No hotlists saved.</Muted>
        ) : (
          <List
            label="Hotlists"
            items={customer.hotlists}
            getKey={(h) => h.hotlistId}
            render={(h) => (
              <RecordLink href={paths.hotlist(customer.customerId, h.hotlistId)}>
                {`${h.name} (${h.offerCount} ${h.offerCount === 1 ? 'offer' : 'offers'})`}
              </RecordLink>
            )}
          />
        )}
      </Card>
    </Stack>
  );
}
