import type { ReactNode } from 'react';
import { hasPermission } from '../routing/guards';
import { type PageAccess, pageRule } from '../routing/page-access';
import { useSession } from '../session/session';

/**
 * True when the signed-in user may call `access`, the contract operation an action performs
 * (`'orders.cancel'`), by its declared permission; `'signedIn'` for actions anyone on the page
 * may take. The feature is the page's guard's to check; the server checks everything again.
 */
export function usePermission(access: PageAccess): boolean {
  return useMayCall()(access);
}

/** usePermission for a list of actions, each with its own operation. */
export function useMayCall(): (access: PageAccess) => boolean {
  const session = useSession();
  return (access) =>
    session !== null && hasPermission(pageRule(access).permission, session.permissions);
}

/** Renders its children only for users who may call `access` (actions the user lacks vanish). */
export function PermissionGate({
  access,
  children,
  fallback = null,
}: {
  access: PageAccess;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return <>{usePermission(access) ? children : fallback}</>;
}
