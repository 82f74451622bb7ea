import { crud, scoped } from '../access';
import { defineArea } from '../area';
import { TOOLS_PERMISSION, TOOLS_ACCESS as tools } from './tools';

/**
 * An application's membership levels (a tool): what a level costs, its benefits and the linked
 * company whose pricing its members get. Billing stays with the booking site's payment provider.
 */
export const membershipLevelsArea = defineArea({
  name: 'membership-levels',
  noun: { one: 'membership level', many: 'membership levels' },
  scope: 'application',
  feature: 'tools',
  audit: {
    membershipLevels: {
      label: 'Membership levels',
      history: scoped.company(TOOLS_PERMISSION),
    },
  },
  access: {
    membershipLevels: crud(tools, tools),
  },
});
