import { scoped } from '../access';
import { defineArea } from '../area';

/**
 * The company's audit trail. Its whole trail is for its admins in effect: company_roles_edit
 * lets a member grant themselves any other permission (contract/audit.ts says more). Each
 * record's History is read under its own area's rule (`audit` of every descriptor).
 */
export const auditArea = defineArea({
  name: 'audit',
  noun: { one: 'change', many: 'changes' },
  scope: 'company',
  // The History routes take each audited kind's own rule (`audit` of every descriptor, merged
  // into pageAccess.auditHistory); the platform's trail declares platformAdmin on its routes.
  access: {
    audit: { list: scoped.company('company_roles_edit') },
    auditHistory: {},
    auditPlatform: {},
  },
});
