import { type Permission, scoped } from '../access';
import { defineArea } from '../area';

/** Spec section 6: tools need any integrations permission. */
export const TOOLS_PERMISSION: Permission = [
  'apps_integrations_read',
  'apps_integrations_edit',
  'apps_integrations_add',
];

/** What every tool's calls need: the permission above and the application's tools feature. */
export const TOOLS_ACCESS = scoped.application(TOOLS_PERMISSION, 'tools');

/**
 * The tools index (/applications/:applicationId/tools): a page with no call of its own, listing
 * the tools (each its own area, in the navigation's Tools section) under their shared access.
 */
export const toolsArea = defineArea({
  name: 'tools',
  noun: { one: 'tool', many: 'tools' },
  scope: 'application',
  feature: 'tools',
  access: {},
});
