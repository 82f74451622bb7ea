import { useMemo, useState } from 'react';
import type { GiftVoucher, IssuedVoucher } from '#contract/gift-vouchers';
import { Button, Stack } from '#ui';
import { HistoryPanel } from '../../components/HistoryPanel';
import { PermissionGate } from '../../components/permissions';
import { KitChildList } from '../../kit/KitChildList';
import { IssueDialog } from './IssueDialog';
import { issuedArea, issuedList } from './issued-list';
import { LedgerDialog } from './LedgerDialog';

/** Beside a gift voucher's form: issue a voucher, the vouchers issued, and History. */
export function VoucherPanels({
  applicationId,
  voucher,
}: {
  applicationId: string;
  voucher: GiftVoucher;
}) {
  const [issuing, setIssuing] = useState(false);
  const [ledgerOf, setLedgerOf] = useState<IssuedVoucher | null>(null);
  const id = String(voucher.giftVoucherId);
  const list = useMemo(() => issuedList(applicationId, id, setLedgerOf), [applicationId, id]);
  return (
    <Stack gap="lg">
      <PermissionGate access="giftVoucherIssues.issue">
        <div>
          <Button tone="secondary" onClick={() => setIssuing(true)} disabled={!voucher.enabled}>
            Issue a voucher
          </Button>
        </div>
      </PermissionGate>
      {issuing ? (
        <IssueDialog
          applicationId={applicationId}
          voucher={voucher}
          onClose={() => setIssuing(false)}
        />
      ) : null}
      <KitChildList area={issuedArea} list={list} />
      {ledgerOf ? (
        <LedgerDialog
          applicationId={applicationId}
          giftVoucherId={id}
          voucher={ledgerOf}
          onClose={() => setLedgerOf(null)}
        />
      ) : null}
      <HistoryPanel companyId={String(voucher.companyId)} area="giftVouchers" recordId={id} />
    </Stack>
  );
}
