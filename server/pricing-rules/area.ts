import { pricingRulesArea } from '#contract/areas/pricing-rules';
import { defineServerArea } from '#server/kit/area';
import { seedDemoPricingRules } from './demo';
import { pricingQuoteRouter, pricingRulesRouter } from './routes';

export const pricingRulesServer = defineServerArea({
  area: pricingRulesArea,
  routers: { pricingRules: pricingRulesRouter, pricingQuote: pricingQuoteRouter },
  seedApplication: (tx, applicationId) => seedDemoPricingRules(tx, applicationId),
});
