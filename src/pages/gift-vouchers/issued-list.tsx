import { keepPreviousData } from '@tanstack/react-query';
import { type ISSUED_SORTS, IssuedListQuery, type IssuedVoucher } from '#contract/gift-vouchers';
import { tsr } from '../../api/tsr';
import { contractQuery } from '../../kit/contract-query';
import type { KitList, KitListArea } from '../../kit/types';
import { giftKey } from './paths';

/** The vouchers issued from a definition: rows with no pages of their own. */
export const issuedArea: KitListArea<IssuedVoucher> = {
  noun: 'voucher',
  plural: 'Vouchers issued',
  idOf: (v) => v.issuedId,
  nameOf: (v) => v.code,
};

export const issuedList = (
  applicationId: string,
  giftVoucherId: string,
  showLedger: (voucher: IssuedVoucher) => void,
): KitList<IssuedVoucher, (typeof ISSUED_SORTS)[number], never> => ({
  columns: [
    { key: 'code', header: 'Code', sortable: true },
    { key: 'value', header: 'Value', kind: 'money' },
    { key: 'balance', header: 'Balance', kind: 'money' },
    { key: 'status', header: 'Status', kind: 'status' },
    { key: 'expires', header: 'Expires', kind: 'date', sortable: true },
    { key: 'buyerName', header: 'Buyer' },
    { key: 'buyerEmail', header: 'Buyer email' },
    { key: 'created', header: 'Issued', kind: 'dateTime', sortable: true },
  ],
  actions: [{ label: 'Ledger', run: showLedger }],
  useRows: (query) =>
    tsr.giftVoucherIssues.list.useQuery({
      queryKey: [...giftKey(applicationId), 'issued', giftVoucherId, query],
      queryData: {
        params: { applicationId, giftVoucherId },
        query: contractQuery(IssuedListQuery, query),
      },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search codes and buyers',
  emptyText: 'No vouchers issued yet.',
});
