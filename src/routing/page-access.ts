import type { Permission, RouteAccess } from '#contract/access';
import type { AppFeature } from '#contract/application-form';
import { type OperationName, operationAccess } from '#contract/page-access';

/**
 * Who may open a main-layout page or use one of its actions: the contract operation whose
 * access it shares (its permission and, for an application page, its feature come from the
 * contract's table), or any signed-in user — the spec's home, account and dashboard/widget edit
 * pages, whose editors gate what they show themselves — or, for a page with no call of its own
 * (the tools index), an access the contract declares once and shares (`{ shared: TOOLS_ACCESS }`). Only names of the table type-check, so
 * the client never spells a permission of its own.
 */
export type PageAccess = OperationName | 'signedIn' | { readonly shared: RouteAccess };

/** What the guards, navigation and palette read of a page's access. */
export type PageRule = {
  /** The permission, or the list any one of which suffices (spec section 6); none: anyone. */
  permission?: Permission;
  /** The application feature the page's area needs (spec section 6: features gate by name). */
  feature?: AppFeature;
};

/** The page's rule, read from the contract's declaration. */
export function pageRule(access: PageAccess): PageRule {
  if (access === 'signedIn') return {};
  const declared = typeof access === 'string' ? operationAccess(access) : access.shared;
  const permission = 'permission' in declared ? declared.permission : undefined;
  const feature = declared.scope === 'application' ? declared.feature : undefined;
  return {
    ...(permission ? { permission } : {}),
    ...(feature ? { feature } : {}),
  };
}
