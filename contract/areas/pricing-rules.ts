import { crud, type Permission, scoped } from '../access';
import { defineArea } from '../area';

const pricing = (permission: Permission) => scoped.application(permission, 'pricing-rules');
const read = pricing('apps_integrations_read');
// Spec section 6: pricing rule add and edit need apps_integrations_edit.
const edit = pricing('apps_integrations_edit');

/**
 * An application's pricing rules, and the quote booking sites price with. The quote takes the
 * ingestion key whatever the feature: switched off, the console shows no rules, and a site
 * keeps its prices (those of the rules saved, if any).
 */
export const pricingRulesArea = defineArea({
  name: 'pricing-rules',
  noun: { one: 'pricing rule', many: 'pricing rules' },
  scope: 'application',
  feature: 'pricing-rules',
  audit: {
    pricingRules: { label: 'Pricing rules', history: scoped.company('apps_integrations_read') },
  },
  access: {
    pricingRules: {
      ...crud(read, edit),
      ruleset: read,
      reorder: edit,
      // The rule form's destinations picker: only add and edit show it.
      destinations: edit,
    },
    pricingQuote: { quote: { scope: 'ingestionKey' } },
  },
});
