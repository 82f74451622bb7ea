import type { ComponentType } from 'react';
import type { AreaDescriptor, AreaScope } from '#contract/area';
import { type LazyPageSource, lazyPage } from '../routing/lazy-source';
import type { PageAccess } from '../routing/page-access';
import type { ParamExamples } from '../routing/param-examples';
import type { Layout, RouteRow } from '../routing/route-def';
import type { NavIconName } from './nav-icons';

/**
 * Where in the navigation an entry shows: the company's pages, the application's (its sales,
 * its suppliers and pricing, its rules and offers, currency exchange, content, tools), quick add.
 */
export type NavGroup =
  | 'company'
  | 'application'
  | 'suppliers'
  | 'rules'
  | 'currency'
  | 'content'
  | 'tools'
  | 'create'
  | 'account'
  | 'admin';

/** One page of an area. Its path is under the area's base (`/companies/:companyId`, …). */
export interface AreaPage {
  /** Below the base, e.g. `/roles/:roleId/edit`; '' is the base itself. */
  readonly path: string;
  /** The base, when not the area's: a company area's page under an application, say. */
  readonly scope?: AreaScope;
  /** Whose access the page shares (main layout); platform pages are the admin layout's. */
  readonly access?: PageAccess;
  /** The spec's route name, where it gives one. */
  readonly name?: string;
  readonly page: LazyPageSource;
  /** Examples of its parameters where they differ from the area's. */
  readonly examples?: ParamExamples;
}

/** An entry of the navigation and the command palette, opening one of the area's pages. */
export interface AreaNav {
  readonly id: string;
  readonly label: string;
  /** One of the area's page paths (below the base). */
  readonly path: string;
  /** The page's base, when two pages of the area share a path under different bases. */
  readonly scope?: AreaScope;
  /** Defaults to the page's scope: company, application, or admin for a platform page. */
  readonly group?: NavGroup;
  readonly icon: NavIconName;
  /** One line on what the page is for: the tools index and the palette show it. */
  readonly description?: string;
}

/**
 * The client's half of an area (its contract half is contract/areas/<area>.ts): its pages and
 * its navigation entries. src/areas.ts lists these; the route table, the navigation (main and
 * admin layouts), the command palette and the page lists of the tests are read from that list.
 */
export interface ClientArea {
  readonly area: AreaDescriptor;
  readonly pages: readonly AreaPage[];
  readonly nav?: readonly AreaNav[];
  /**
   * An example of each parameter of its pages besides the base's, valid in a fresh demo
   * database (`roleId: '2'`, the Editor role): the accessibility and CSP checks open every page
   * with these (src/routing/example-paths.ts), and fail on a parameter that has none.
   */
  readonly examples?: ParamExamples;
}

export const defineClientArea = (area: ClientArea): ClientArea => area;

const BASE: Record<AreaScope, string> = {
  company: '/companies/:companyId',
  application: '/applications/:applicationId',
  platform: '/admin',
};

const LAYOUT: Record<AreaScope, Layout> = {
  company: 'main',
  application: 'main',
  platform: 'admin',
};

/** The bases' parameters: the demo company and its first application (server/db/demo-data.ts). */
const BASE_EXAMPLES: ParamExamples = { companyId: '1', applicationId: '1' };

const scopeOf = (area: ClientArea, page: { scope?: AreaScope }) => page.scope ?? area.area.scope;

/** The full path of one of an area's pages. */
const pagePath = (area: ClientArea, page: AreaPage) => `${BASE[scopeOf(area, page)]}${page.path}`;

/** The area's rows of the route table, in its own order (an `add` before its `:id` sibling). */
export function areaRoutes(area: ClientArea): RouteRow[] {
  return area.pages.map((page) => {
    const examples = { ...BASE_EXAMPLES, ...area.examples, ...page.examples };
    const base = { path: pagePath(area, page), page: page.page, examples };
    const named = page.name ? { ...base, name: page.name } : base;
    if (LAYOUT[scopeOf(area, page)] === 'admin') return { ...named, layout: 'admin' as const };
    if (!page.access) throw new Error(`${named.path}: a console page names its access`);
    return { ...named, layout: 'main' as const, access: page.access };
  });
}

/** A navigation entry with its full path and group. */
export type AreaNavEntry = {
  id: string;
  label: string;
  path: string;
  group: NavGroup;
  icon: NavIconName;
  description?: string;
};

export function areaNav(area: ClientArea): AreaNavEntry[] {
  return (area.nav ?? []).map((entry) => {
    const page = area.pages.find(
      (p) => p.path === entry.path && scopeOf(area, p) === scopeOf(area, entry),
    );
    if (!page) {
      throw new Error(`navigation entry ${entry.id}: ${entry.path} is none of its area's pages`);
    }
    const scope = scopeOf(area, page);
    return {
      id: entry.id,
      label: entry.label,
      path: pagePath(area, page),
      group: entry.group ?? (scope === 'platform' ? 'admin' : scope),
      icon: entry.icon,
      ...(entry.description ? { description: entry.description } : {}),
    };
  });
}

/** A page that a module exports by name (an area's pages share one module, one chunk). */
export const namedPage = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazyPage(() => load().then((module) => ({ default: pick(module) })));
