import type { ReactNode } from 'react';
import { chipRow } from './chipRow.css';
import { Card } from './Layout';
import * as styles from './shell.css';
import * as extras from './shellExtras.css';

/**
 * The main layout frame: navigation column (md and up), a top bar (floating unless the user
 * turned it off: `data-navbar="static"` on <html>) and the page. Below md the navigation lives
 * in a NavDrawer the top bar opens.
 */
export function AppShell({
  nav,
  topBar,
  children,
}: {
  nav: ReactNode;
  topBar: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.shell}>
      <a href="#main" className={extras.skipLink}>
        Skip to content
      </a>
      <div className={styles.navColumn}>{nav}</div>
      {topBar}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}

/** The top bar: `start` and `end` on one line, `children` (e.g. pinned pages) below them. */
export function TopBar({
  start,
  end,
  children,
}: {
  start: ReactNode;
  end: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className={styles.topBar}>
      <div className={`${styles.topBarGroup} ${styles.topBarTitle}`}>{start}</div>
      <div className={`${styles.topBarGroup} ${styles.topBarEnd}`}>{end}</div>
      {children ? <div className={styles.topBarRow}>{children}</div> : null}
    </header>
  );
}

/** A short row of pill links, e.g. the pinned starred pages. */
export function PillLinks({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label}>
      <ul className={chipRow}>{children}</ul>
    </nav>
  );
}

/** The vertical navigation; semi-dark themes paint it dark through the nav colours. */
export function SideNav({
  label,
  brand,
  children,
}: {
  label: string;
  brand: ReactNode;
  children: ReactNode;
}) {
  return (
    <nav aria-label={label} className={styles.sideNav}>
      {brand}
      {children}
    </nav>
  );
}

/** The centred card of the visitor layout (login, register…); `wide` for galleries. */
export function VisitorFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  if (wide) return <main className={styles.visitorWide}>{children}</main>;
  return (
    <main className={styles.visitor}>
      <Card className={styles.visitorCard}>{children}</Card>
    </main>
  );
}

export const shellClasses = {
  brand: styles.brand,
  navLink: styles.navLink,
  wideOnly: styles.wideOnly,
  narrowOnly: styles.narrowOnly,
  pill: extras.pill,
};
