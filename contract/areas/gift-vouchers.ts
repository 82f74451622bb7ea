import { scoped } from '../access';
import { defineArea } from '../area';
import { TOOLS_ACCESS, TOOLS_PERMISSION } from './tools';

// Spec section 6: tools need any integrations permission, to read and to change alike.
const tools = TOOLS_ACCESS;

/**
 * An application's gift vouchers (issue 29): definitions (name, values offered, validity), the
 * vouchers issued from them, each balance an append-only ledger, and the booking sites' redemption.
 */
export const giftVouchersArea = defineArea({
  name: 'gift-vouchers',
  noun: { one: 'gift voucher', many: 'gift vouchers' },
  scope: 'application',
  feature: 'tools',
  audit: {
    giftVouchers: { label: 'Gift vouchers', history: scoped.company(TOOLS_PERMISSION) },
  },
  access: {
    giftVouchers: { list: tools, create: tools, get: tools, update: tools },
    giftVoucherIssues: { list: tools, issue: tools, ledger: tools },
    giftVoucherRedeem: { redeem: { scope: 'ingestionKey' } },
  },
});
