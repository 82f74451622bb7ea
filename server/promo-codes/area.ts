import { promoCodesArea } from '#contract/areas/promo-codes';
import { defineServerArea } from '#server/kit/area';
import { seedDemoPromoCodes } from './demo';
import { voucherCodesRouter, voucherRulesRouter, vouchersRouter } from './routes';

export const promoCodesServer = defineServerArea({
  area: promoCodesArea,
  routers: {
    voucherRules: voucherRulesRouter,
    voucherCodes: voucherCodesRouter,
    vouchers: vouchersRouter,
  },
  seedApplication: (tx, applicationId) => seedDemoPromoCodes(tx, applicationId),
});
