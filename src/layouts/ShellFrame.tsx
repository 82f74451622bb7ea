import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { AppShell, SideNav, shellClasses, TopBar } from '#ui';
import { NavDrawer } from '../../ui/shell';
import { ThemeMenu } from '../theme/ThemeMenu';
import { AccountMenu } from './top/AccountMenu';
import { ApplicationSwitcher } from './top/ApplicationSwitcher';
import { CompanyBrand } from './top/CompanyBrand';

function Brand() {
  return (
    <Link href="~/" className={shellClasses.brand}>
      Waypoint Console
    </Link>
  );
}

/** The frame shared by the main and platform admin layouts. */
export function ShellFrame({
  navLabel,
  nav,
  tools,
  below,
  onRestartTour,
  children,
}: {
  navLabel: string;
  nav: ReactNode;
  /** Extra top-bar controls before the theme and account menus (star, palette…). */
  tools?: ReactNode;
  /** A second top-bar row (the pinned starred pages). */
  below?: ReactNode;
  onRestartTour?: () => void;
  children: ReactNode;
}) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [location] = useLocation();
  // Following a link in the drawer closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setDrawerOpen(false), [location]);
  return (
    <AppShell
      nav={
        <SideNav label={navLabel} brand={<Brand />}>
          {nav}
        </SideNav>
      }
      topBar={
        <TopBar
          start={
            <>
              <NavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} title={navLabel}>
                <SideNav label={navLabel} brand={<Brand />}>
                  {nav}
                </SideNav>
              </NavDrawer>
              <CompanyBrand />
              <ApplicationSwitcher />
            </>
          }
          end={
            <>
              {tools}
              <ThemeMenu />
              <AccountMenu onRestartTour={onRestartTour} />
            </>
          }
        >
          {below}
        </TopBar>
      }
    >
      {children}
    </AppShell>
  );
}
