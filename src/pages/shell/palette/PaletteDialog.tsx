import { useLocation } from 'wouter';
import type { StarredPage } from '#contract/preferences';
import { CommandPalette } from '../../../../ui/components/CommandPalette';
import type { AppLink } from '../../../layouts/nav/app-links';
import type { NavLink } from '../../../layouts/nav/visible-nav';

/** The palette over the navigation table and the starred pages (loaded on first open). */
export default function PaletteDialog({
  open,
  onOpenChange,
  links,
  appLinks,
  adminLinks,
  starred,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: readonly NavLink[];
  /** Each application's pages, so one is reachable without opening it first. */
  appLinks: readonly AppLink[];
  /** The platform admin's pages, for platform admins only. */
  adminLinks: readonly AppLink[];
  starred: readonly StarredPage[];
}) {
  const [, navigate] = useLocation();
  const go = (path: string) => () => {
    onOpenChange(false);
    navigate(path);
  };
  const group = (
    heading: string,
    items: readonly { id: string; label: string; href: string }[],
  ) => ({
    heading,
    items: items.map((link) => ({
      id: link.id,
      label: link.label,
      hint: link.href,
      onSelect: go(link.href),
    })),
  });
  const starredLinks = starred.map((page) => ({
    id: `star:${page.path}`,
    label: page.title,
    href: page.path,
  }));
  return (
    <CommandPalette
      open={open}
      onOpenChange={onOpenChange}
      title="Go to a page"
      placeholder="Search pages"
      empty="No page matches."
      groups={[
        group('Starred', starredLinks),
        group('Pages', links),
        group('Applications', appLinks),
        group('Platform admin', adminLinks),
      ]}
    />
  );
}
