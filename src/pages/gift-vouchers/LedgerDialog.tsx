import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  type IssuedVoucher,
  type LEDGER_SORTS,
  type LedgerEntry,
  LedgerListQuery,
} from '#contract/gift-vouchers';
import { Button, Dialog } from '#ui';
import { tsr } from '../../api/tsr';
import { contractQuery } from '../../kit/contract-query';
import { KitChildList } from '../../kit/KitChildList';
import type { KitList, KitListArea } from '../../kit/types';
import { giftKey } from './paths';

const KIND_LABELS = { issue: 'Issued', redeem: 'Redeemed', refund: 'Refunded' } as const;

const entriesArea: KitListArea<LedgerEntry> = {
  noun: 'entry',
  plural: 'Ledger',
  idOf: (e) => e.entryId,
  nameOf: (e) => `${KIND_LABELS[e.kind]} ${e.amount}`,
};

const entriesList = (
  applicationId: string,
  giftVoucherId: string,
  issuedId: string,
): KitList<LedgerEntry, (typeof LEDGER_SORTS)[number], never> => ({
  columns: [
    { key: 'at', header: 'When', kind: 'dateTime', sortable: true },
    { key: 'kind', header: 'Entry', cell: (e) => KIND_LABELS[e.kind] },
    { key: 'amount', header: 'Amount', kind: 'money' },
    { key: 'orderReference', header: 'Order', cell: (e) => e.orderReference ?? '' },
  ],
  useRows: (query) =>
    tsr.giftVoucherIssues.ledger.useQuery({
      queryKey: [...giftKey(applicationId), 'ledger', issuedId, query],
      queryData: {
        params: { applicationId, giftVoucherId, issuedId },
        query: contractQuery(LedgerListQuery, query),
      },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search order references',
  emptyText: 'No entries.',
});

/** An issued voucher's append-only ledger: what moved its balance, newest first. */
export function LedgerDialog({
  applicationId,
  giftVoucherId,
  voucher,
  onClose,
}: {
  applicationId: string;
  giftVoucherId: string;
  voucher: IssuedVoucher;
  onClose: () => void;
}) {
  const issuedId = String(voucher.issuedId);
  const list = useMemo(
    () => entriesList(applicationId, giftVoucherId, issuedId),
    [applicationId, giftVoucherId, issuedId],
  );
  return (
    <Dialog
      open
      title={`Voucher ${voucher.code}`}
      onClose={onClose}
      actions={
        <Button tone="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <KitChildList area={entriesArea} list={list} />
    </Dialog>
  );
}
