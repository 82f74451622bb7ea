import { hasPermission } from '../../routing/guards';
import { NAV_ITEMS } from './nav-items';

export type AppChoice = { applicationId: number; applicationName: string };
export type AppLink = { id: string; label: string; href: string };

/**
 * Every application's own pages (its dashboard, its widget directory…) for the command palette,
 * so an application is reachable without opening it first. Pages gated by a feature are left
 * out: a list row does not carry the application's features.
 */
export function applicationLinks(
  apps: readonly AppChoice[],
  permissions: readonly string[],
): AppLink[] {
  const pages = NAV_ITEMS.filter(
    (item) =>
      item.area === 'application' && !item.feature && hasPermission(item.permission, permissions),
  );
  return apps.flatMap((app) =>
    pages.map((page) => ({
      id: `app:${app.applicationId}:${page.id}`,
      label: `${app.applicationName}: ${page.label}`,
      href: page.path.replace(':applicationId', String(app.applicationId)),
    })),
  );
}
