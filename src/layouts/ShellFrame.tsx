import type { ReactNode } from 'react';
import { Link, useLocation, useRouter } from 'wouter';
import { AppShell, Button, SideNav, shellClasses, TopBar } from '#ui';
import { sessionActor, useSession } from '../session/session';
import { ThemeSelect } from '../theme/ThemeSelect';

function LogoutButton() {
  const [, navigate] = useLocation();
  const { base } = useRouter();
  return (
    <Button
      tone="secondary"
      size="sm"
      onClick={() => {
        sessionActor.send({ type: 'LOGOUT' });
        navigate(base ? '~/login' : '/login', { replace: true });
      }}
    >
      Log out
    </Button>
  );
}

/** The frame shared by the main and platform admin layouts. */
export function ShellFrame({
  navLabel,
  nav,
  children,
}: {
  navLabel: string;
  nav: ReactNode;
  children: ReactNode;
}) {
  const session = useSession();
  return (
    <AppShell
      nav={
        <SideNav
          label={navLabel}
          brand={
            <Link href="~/" className={shellClasses.brand}>
              Waypoint Console
            </Link>
          }
        >
          {nav}
        </SideNav>
      }
      topBar={
        <TopBar
          start={<span>{session?.selectedCompanyName ?? ''}</span>}
          end={
            <>
              <ThemeSelect />
              <LogoutButton />
            </>
          }
        />
      }
    >
      {children}
    </AppShell>
  );
}
