import { Link, useLocation } from 'wouter';
import { STARRED_PINNED } from '#contract/constants';
import type { StarredPage } from '#contract/preferences';
import { PillLinks, shellClasses } from '#ui';
import { Menu, MenuItem } from '../../../ui/shell';

/** Starred pages beyond the pinned ones (or all of them on narrow screens), as a menu. */
function StarredMenu({ label, pages }: { label: string; pages: readonly StarredPage[] }) {
  const [, navigate] = useLocation();
  if (pages.length === 0) return null;
  return (
    <Menu label={label}>
      {pages.map((page) => (
        <MenuItem key={page.path} onSelect={() => navigate(page.path)}>
          {page.title}
        </MenuItem>
      ))}
    </Menu>
  );
}

/** The first ten starred pages pinned as links (spec section 9), the rest in a list. */
export function PinnedPages({ pages }: { pages: readonly StarredPage[] }) {
  const [location] = useLocation();
  if (pages.length === 0) return null;
  const pinned = pages.slice(0, STARRED_PINNED);
  const rest = pages.slice(STARRED_PINNED);
  return (
    <div className={shellClasses.wideOnly}>
      <PillLinks label="Starred pages">
        {pinned.map((page) => (
          <li key={page.path}>
            <Link
              href={page.path}
              className={shellClasses.pill}
              aria-current={page.path === location ? 'page' : undefined}
            >
              {page.title}
            </Link>
          </li>
        ))}
        {rest.length > 0 ? (
          <li>
            <StarredMenu label={`More starred pages (${rest.length})`} pages={rest} />
          </li>
        ) : null}
      </PillLinks>
    </div>
  );
}

/** Below md the pinned row is hidden; every starred page is in this menu instead. */
export function NarrowStarredMenu({ pages }: { pages: readonly StarredPage[] }) {
  return (
    <span className={shellClasses.narrowOnly}>
      <StarredMenu label="Starred pages" pages={pages} />
    </span>
  );
}
