import { ruleAllows } from '../../routing/guards';
import { NAV_AREAS, NAV_ITEMS, type NavArea, type NavEntry } from './nav-items';

export interface NavContext {
  permissions: readonly string[];
  companyId: number | null;
  application: { applicationId: number; features: readonly string[] } | null;
  severalCompanies: boolean;
  platformAdmin: boolean;
}

export type NavLink = NavEntry & { href: string };
export type NavGroup = { area: NavArea; label: string; folded?: true; links: NavLink[] };

/** The entry's path for this session, or null when a placeholder cannot be filled. */
function hrefOf(entry: NavEntry, ctx: NavContext): string | null {
  if (entry.path.includes(':companyId') && ctx.companyId === null) return null;
  if (entry.path.includes(':applicationId') && !ctx.application) return null;
  return entry.path
    .replace(':companyId', String(ctx.companyId))
    .replace(':applicationId', String(ctx.application?.applicationId));
}

function allowed(entry: NavEntry, ctx: NavContext): boolean {
  if (!ruleAllows(entry, ctx.permissions, ctx.application?.features ?? null)) return false;
  if (entry.needsPlatformAdmin && !ctx.platformAdmin) return false;
  return !entry.needsSeveralCompanies || ctx.severalCompanies;
}

/** Only the pages this user may open, with their links (spec section 2: hide what is denied). */
export function visibleNav(ctx: NavContext): NavLink[] {
  return NAV_ITEMS.flatMap((entry) => {
    const href = allowed(entry, ctx) ? hrefOf(entry, ctx) : null;
    return href === null ? [] : [{ ...entry, href }];
  });
}

/** The section of the navigation that lists a page ("Company" for the users list), or null. */
export function sectionOf(groups: readonly NavGroup[], path: string): string | null {
  return groups.find((g) => g.links.some((link) => link.href === path))?.label ?? null;
}

/** The visible links by area, empty areas left out. */
export function navGroups(ctx: NavContext): NavGroup[] {
  const links = visibleNav(ctx);
  return NAV_AREAS.map((section) => ({
    ...section,
    links: links.filter((link) => link.area === section.area),
  })).filter((group) => group.links.length > 0);
}
