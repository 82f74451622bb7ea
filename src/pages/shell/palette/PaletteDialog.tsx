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
  starred,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: readonly NavLink[];
  /** Each application's pages, so one is reachable without opening it first. */
  appLinks: readonly AppLink[];
  starred: readonly StarredPage[];
}) {
  const [, navigate] = useLocation();
  const go = (path: string) => () => {
    onOpenChange(false);
    navigate(path);
  };
  return (
    <CommandPalette
      open={open}
      onOpenChange={onOpenChange}
      title="Go to a page"
      placeholder="Search pages"
      empty="No page matches."
      groups={[
        {
          heading: 'Starred',
          items: starred.map((page) => ({
            id: `star:${page.path}`,
            label: page.title,
            hint: page.path,
            onSelect: go(page.path),
          })),
        },
        {
          heading: 'Pages',
          items: links.map((link) => ({
            id: link.id,
            label: link.label,
            hint: link.href,
            onSelect: go(link.href),
          })),
        },
        {
          heading: 'Applications',
          items: appLinks.map((link) => ({
            id: link.id,
            label: link.label,
            hint: link.href,
            onSelect: go(link.href),
          })),
        },
      ]}
    />
  );
}
