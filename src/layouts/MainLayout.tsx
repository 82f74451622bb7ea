import type { ReactNode } from 'react';
import { MainNav } from './nav/MainNav';
import { PaletteLauncher } from './palette/PaletteLauncher';
import { ShellFrame } from './ShellFrame';
import { StarButton } from './starred/StarButton';
import { NarrowStarredMenu, PinnedPages } from './starred/Starred';
import { useStarred } from './starred/use-starred';
import { Tour } from './tour/Tour';
import { useTour } from './tour/use-tour';

/** Main layout (login needed): grouped navigation, top bar with starred pages, page. */
export function MainLayout({ children }: { children: ReactNode }) {
  const starred = useStarred();
  const tour = useTour();
  return (
    <ShellFrame
      navLabel="Main"
      nav={<MainNav />}
      tools={
        <>
          <PaletteLauncher starred={starred.pages} />
          <NarrowStarredMenu pages={starred.pages} />
          {starred.starrable ? (
            <StarButton starred={starred.starred} busy={starred.busy} onToggle={starred.toggle} />
          ) : null}
        </>
      }
      below={starred.pages.length > 0 ? <PinnedPages pages={starred.pages} /> : null}
      onRestartTour={tour.restart}
    >
      <Tour open={tour.open} onFinish={tour.finish} />
      {children}
    </ShellFrame>
  );
}
