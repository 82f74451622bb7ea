import type { ReactNode } from 'react';
import { Card } from './Layout';
import * as styles from './shell.css';

/** The main layout frame: navigation, a floating top bar and the page. */
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
      {nav}
      {topBar}
      <main id="main" className={styles.main}>
        {children}
      </main>
    </div>
  );
}

export function TopBar({ start, end }: { start: ReactNode; end: ReactNode }) {
  return (
    <header className={styles.topBar}>
      <div className={`${styles.topBarGroup} ${styles.topBarTitle}`}>{start}</div>
      <div className={styles.topBarGroup}>{end}</div>
    </header>
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
      <ul className={styles.navList}>{children}</ul>
    </nav>
  );
}

/** The centred card of the visitor layout (login, register…). */
export function VisitorFrame({ children }: { children: ReactNode }) {
  return (
    <main className={styles.visitor}>
      <Card className={styles.visitorCard}>{children}</Card>
    </main>
  );
}

export const shellClasses = { brand: styles.brand, navLink: styles.navLink };
