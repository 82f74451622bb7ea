import { permissionNames } from '#contract/access';
import type { AppFeature } from '#contract/application-form';
import { type OperationName, operationAccess } from '#contract/page-access';

/**
 * Who may open a main-layout page: the contract operation whose access the page shares (its
 * permission and, for an application page, its feature come from the contract's table), or
 * any signed-in user — the spec's home, account and dashboard/widget edit pages, whose editors
 * gate what they show themselves.
 */
export type PageAccess = OperationName | 'signedIn';

/** What the guards, navigation and palette read of a page's access. */
export type PageRule = {
  /** One permission name or a comma list, any of which suffices (spec section 6). */
  permission?: string;
  /** The application feature the page's area needs (spec section 6: features gate by name). */
  feature?: AppFeature;
};

/** The page's rule, read from the contract's declaration. */
export function pageRule(access: PageAccess): PageRule {
  if (access === 'signedIn') return {};
  const declared = operationAccess(access);
  const names = permissionNames('permission' in declared ? declared.permission : undefined);
  const feature = declared.scope === 'application' ? declared.feature : undefined;
  return {
    ...(names.length > 0 ? { permission: names.join(',') } : {}),
    ...(feature ? { feature } : {}),
  };
}
