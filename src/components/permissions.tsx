import type { ReactNode } from 'react';
import type { PermissionName } from '#contract/permissions';
import { hasPermission } from '../routing/guards';
import { useSession } from '../session/session';

/**
 * True when the signed-in user's permissions include `required` (one name or a comma list, any
 * of which suffices — the same rule as the route table). The server checks again on every call.
 */
export function usePermission(required: PermissionName | string): boolean {
  const session = useSession();
  return session !== null && hasPermission(required, session.permissions);
}

/** Renders its children only for users holding the permission (actions the user lacks vanish). */
export function PermissionGate({
  permission,
  children,
  fallback = null,
}: {
  permission: PermissionName | string;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return <>{usePermission(permission) ? children : fallback}</>;
}
