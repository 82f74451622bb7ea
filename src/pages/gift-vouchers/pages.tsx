import { applicationPages } from '../../kit/application-pages';
import { voucherAdd, voucherRecord, vouchersArea, vouchersList } from './gift-vouchers-area';

/**
 * /applications/:applicationId/tools/giftVouchers: the definitions and what they hold. The spec's
 * only page of a gift voucher is its edit page: its form, the vouchers issued and History.
 */
export const giftVouchers = applicationPages('giftVoucherId', vouchersArea, {
  list: vouchersList,
  add: voucherAdd,
  record: voucherRecord,
});
