import { CUSTOMER_TEXT, type Customer } from '#contract/customers';
import { Button, Card, Muted } from '#ui';
import { PermissionGate } from '../../components/permissions';
import { notifications, notifyFailure } from '../../notify/store';
import { downloadFile } from './download';

/**
 * A copy of everything held about a customer (JSON or a workbook), one of the two
 * data-protection acts they can ask for; the other, erasure, is the page's Erase customer.
 */
export function CustomerDataActions({
  applicationId,
  customer,
}: {
  applicationId: string;
  customer: Customer;
}) {
  const base = `/api/applications/${applicationId}/customers/${customer.customerId}/${customer.key}`;
  const download = async (ext: 'json' | 'xlsx') => {
    try {
      await downloadFile(`${base}/export.${ext}`, `customer-${customer.customerId}.${ext}`);
      notifications.notify('success', CUSTOMER_TEXT.exported);
    } catch (failure) {
      notifyFailure(failure);
    }
  };
  return (
    <PermissionGate access="customers.exportJson">
      <Card title="Data protection">
        <Muted>
          Export everything held about this customer — details, orders, travellers and hotlists.
          Exports and erasure are recorded in the audit trail.
        </Muted>
        <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap', marginTop: '0.75rem' }}>
          <Button tone="secondary" onClick={() => void download('json')}>
            Export JSON
          </Button>
          <Button tone="secondary" onClick={() => void download('xlsx')}>
            Export .xlsx
          </Button>
        </div>
      </Card>
    </PermissionGate>
  );
}
