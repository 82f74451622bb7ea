import { giftVouchersArea } from '#contract/areas/gift-vouchers';
import { defineServerArea } from '#server/kit/area';
import { seedDemoGiftVouchers } from './demo';
import { giftVoucherIssuesRouter, giftVoucherRedeemRouter, giftVouchersRouter } from './routes';

export const giftVouchersServer = defineServerArea({
  area: giftVouchersArea,
  routers: {
    giftVouchers: giftVouchersRouter,
    giftVoucherIssues: giftVoucherIssuesRouter,
    giftVoucherRedeem: giftVoucherRedeemRouter,
  },
  seedApplication: (tx, applicationId) => seedDemoGiftVouchers(tx, applicationId),
});
