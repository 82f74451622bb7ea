import type { ApplicationChoice } from '#contract/applications';
import { ruleAllows } from '../../routing/guards';
import { ADMIN_BASE } from '../../routing/routes';
import { ADMIN_NAV, NAV_ITEMS } from './nav-items';

export type AppChoice = Pick<ApplicationChoice, 'applicationId' | 'applicationName'> & {
  features: readonly string[];
};
export type AppLink = { id: string; label: string; href: string };

/**
 * Every application's own pages (its dashboard, My orders, its customers…) for the command
 * palette, so an application's page is reachable without opening the application first. Each
 * application offers what the user may open there: the page's permission, and its feature where
 * the page needs one, switched on in that application.
 */
export function applicationLinks(
  apps: readonly AppChoice[],
  permissions: readonly string[],
): AppLink[] {
  const pages = NAV_ITEMS.filter((item) => item.area === 'application');
  return apps.flatMap((app) =>
    pages
      .filter((page) => ruleAllows(page, permissions, app.features))
      .map((page) => ({
        id: `app:${app.applicationId}:${page.id}`,
        label: `${app.applicationName}: ${page.label}`,
        href: page.path.replace(':applicationId', String(app.applicationId)),
      })),
  );
}

/** The platform admin layout's pages (CRM, suppliers, the platform's trail…) for the palette. */
export const adminLinks = (): AppLink[] =>
  ADMIN_NAV.map((entry) => ({
    id: `admin:${entry.id}`,
    label: `Platform admin: ${entry.label}`,
    href: `${ADMIN_BASE}${entry.path}`,
  }));
