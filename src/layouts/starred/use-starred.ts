import { useLocation, useRouter } from 'wouter';
import { type Permission, permissionNames } from '#contract/access';
import type { StarredPage } from '#contract/preferences';
import { tsr } from '../../api/tsr';
import { useSession } from '../../session/session';
import { useActiveApplication } from '../nav/active-app';
import { useNavLinks } from '../nav/use-nav';
import type { NavLink } from '../nav/visible-nav';
import { openable, routeOf } from './starrable';

const QUERY_KEY = ['preferences', 'starred'];

/** The page's rule as the preferences contract keeps it: a comma list, null for anyone. */
const wirePermission = (permission: Permission | undefined) =>
  permissionNames(permission).join(',') || null;

/**
 * The page's name for the star: its name in the navigation, else its heading (the page may
 * still be loading when the star is clicked), else its path.
 */
const titleOfPage = (path: string, links: readonly NavLink[]) =>
  links.find((link) => link.href === path)?.label ||
  document.querySelector('main h1')?.textContent?.trim().slice(0, 100) ||
  path;

/** Starred pages (server-kept, filtered to what the user may open) and the current page's star. */
export function useStarred() {
  const session = useSession();
  const application = useActiveApplication();
  const { parser } = useRouter();
  const [path] = useLocation();
  const links = useNavLinks();
  const client = tsr.useQueryClient();
  const query = tsr.preferences.starred.useQuery({
    queryKey: QUERY_KEY,
    enabled: session !== null,
  });
  const onSuccess = (data: { status: number; body: unknown }) => {
    if (data.status === 200) client.invalidateQueries({ queryKey: QUERY_KEY });
  };
  const star = tsr.preferences.star.useMutation({ onSuccess });
  const unstar = tsr.preferences.unstar.useMutation({ onSuccess });

  const viewer = { permissions: session?.permissions ?? [], application };
  const pages = openable(parser, query.data?.body ?? [], viewer);
  const route = routeOf(parser, path);
  const current: StarredPage | null = route
    ? { path, title: '', permission: wirePermission(route.permission) }
    : null;
  const starred = pages.some((page) => page.path === path);
  const toggle = () => {
    if (!current) return;
    if (starred) unstar.mutate({ query: { path } });
    else star.mutate({ body: { ...current, title: titleOfPage(path, links) } });
  };
  return {
    pages,
    starrable: current !== null,
    starred,
    busy: star.isPending || unstar.isPending,
    toggle,
  };
}
