import { crud, type Permission, scoped } from '../access';
import { defineArea } from '../area';

const rules = (permission: Permission) => scoped.application(permission, 'rules');
const read = rules('apps_rules_read');
// Spec section 6: promo rule add and edit need apps_rules_edit.
const edit = rules('apps_rules_edit');

/**
 * An application's promo code rules and codes (issue 29), and the redemption booking sites
 * make by the ingestion key whatever the feature: switched off, the console shows no codes, and a
 * site's checkout keeps honouring the codes already handed out.
 */
export const promoCodesArea = defineArea({
  name: 'promo-codes',
  noun: { one: 'promo code', many: 'promo codes' },
  scope: 'application',
  feature: 'rules',
  audit: {
    voucherRules: { label: 'Promo code rules', history: scoped.company('apps_rules_read') },
    voucherCodes: { label: 'Promo codes', history: scoped.company('apps_rules_read') },
  },
  access: {
    voucherRules: crud(read, edit),
    voucherCodes: {
      ...crud(read, edit),
      uses: read,
      generate: edit,
      batch: read,
      downloadCsv: read,
      downloadXlsx: read,
    },
    vouchers: { redeem: { scope: 'ingestionKey' }, release: { scope: 'ingestionKey' } },
  },
});
