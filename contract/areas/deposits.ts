import { crud, type Permission, scoped } from '../access';
import { defineArea } from '../area';

const rules = (permission: Permission) => scoped.application(permission, 'rules');
// Spec section 6: deposit and promo rules need apps_rules_read; add and edit need apps_rules_edit.
const read = rules('apps_rules_read');
const edit = rules('apps_rules_edit');

/**
 * An application's deposit options and the rules that offer them (issue 29); the basket quote
 * (pricingQuote) adds the deposit a booking may pay.
 */
export const depositsArea = defineArea({
  name: 'deposits',
  noun: { one: 'deposit rule', many: 'deposit rules' },
  scope: 'application',
  feature: 'rules',
  audit: {
    depositOptions: { label: 'Deposit options', history: scoped.company('apps_rules_read') },
    depositRules: { label: 'Deposit rules', history: scoped.company('apps_rules_read') },
  },
  access: {
    depositOptions: { ...crud(read, edit), all: read },
    depositRules: {
      ...crud(read, edit),
      ruleset: read,
      reorder: edit,
    },
  },
});
