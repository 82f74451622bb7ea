import { useState } from 'react';
import { CUSTOMER_TEXT, type Customer } from '#contract/customers';
import { errorTextsFrom } from '#machines/error-text';
import { Button, Card, ConfirmDialog, Muted } from '#ui';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { PermissionGate } from '../../components/permissions';
import { expectStatus } from '../../kit/calls';
import { notifications, notifyFailure } from '../../notify/store';
import { downloadFile } from './download';
import { customersKey } from './paths';

/**
 * The two data-protection actions a customer can ask for: a copy of everything held about
 * them (JSON or a workbook) and erasure, behind a danger confirmation that says what goes.
 */
export function CustomerDataActions({
  applicationId,
  customer,
}: {
  applicationId: string;
  customer: Customer;
}) {
  const client = tsr.useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const params = {
    applicationId,
    customerId: String(customer.customerId),
    customerKey: customer.key,
  };
  const base = `/api/applications/${applicationId}/customers/${customer.customerId}/${customer.key}`;
  const download = async (ext: 'json' | 'xlsx') => {
    try {
      await downloadFile(`${base}/export.${ext}`, `customer-${customer.customerId}.${ext}`);
      notifications.notify('success', CUSTOMER_TEXT.exported);
    } catch (failure) {
      notifyFailure(failure);
    }
  };
  const erase = async () => {
    setBusy(true);
    try {
      await expectStatus(api.customers.erase({ params }), 200);
      await client.invalidateQueries({ queryKey: [...customersKey(applicationId)] });
      notifications.notify('success', CUSTOMER_TEXT.erased);
      setConfirming(false);
    } catch (failure) {
      setError(errorTextsFrom(failure).join(' '));
    } finally {
      setBusy(false);
    }
  };
  return (
    <PermissionGate access="customers.exportJson">
      <Card title="Data protection">
        <Muted>
          Export everything held about this customer — details, orders, travellers and hotlists — or
          erase their personal details. Both are recorded in the audit trail.
        </Muted>
        <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap', marginTop: '0.75rem' }}>
          <Button tone="secondary" onClick={() => void download('json')}>
            Export JSON
          </Button>
          <Button tone="secondary" onClick={() => void download('xlsx')}>
            Export .xlsx
          </Button>
          {customer.erasedAt ? null : (
            <Button tone="danger" onClick={() => setConfirming(true)}>
              Erase customer
            </Button>
          )}
        </div>
      </Card>
      <ConfirmDialog
        open={confirming}
        title={CUSTOMER_TEXT.eraseTitle}
        description={CUSTOMER_TEXT.eraseBody}
        error={error}
        confirmLabel="Erase"
        busy={busy}
        onConfirm={() => void erase()}
        onCancel={() => {
          setConfirming(false);
          setError(null);
        }}
      />
    </PermissionGate>
  );
}
