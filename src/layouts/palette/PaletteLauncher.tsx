import { lazy, Suspense, useEffect, useState } from 'react';
import type { StarredPage } from '#contract/preferences';
import { Button } from '#ui';
import { useSession } from '../../session/session';
import { adminLinks, applicationLinks } from '../nav/app-links';
import { useCompanyApps } from '../nav/use-company-apps';
import { useNavLinks, usePlatformAdmin } from '../nav/use-nav';

// cmdk and the palette load on first use, never with /login or the first paint of the shell.
const PaletteDialog = lazy(() => import('../../pages/shell/palette/PaletteDialog'));

const isPaletteKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/** The "Go to" button and Ctrl/Cmd+K, opening the command palette. */
export function PaletteLauncher({ starred }: { starred: readonly StarredPage[] }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const links = useNavLinks();
  const permissions = useSession()?.permissions ?? [];
  const appLinks = applicationLinks(useCompanyApps(), permissions);
  const platformLinks = usePlatformAdmin() ? adminLinks() : [];
  const show = (next: boolean) => {
    if (next) setUsed(true);
    setOpen(next);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteKey(event)) return;
      // The browser's own Ctrl+K (search bar) would otherwise take the shortcut.
      event.preventDefault();
      setUsed(true);
      setOpen((was) => !was);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Button
        tone="secondary"
        size="sm"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => show(true)}
      >
        Go to…
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <PaletteDialog
            open={open}
            onOpenChange={show}
            links={links}
            appLinks={appLinks}
            adminLinks={platformLinks}
            starred={starred}
          />
        </Suspense>
      ) : null}
    </>
  );
}
