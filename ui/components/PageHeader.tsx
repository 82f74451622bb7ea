import type { ReactNode } from 'react';
import { heading } from './layout.css';
import * as styles from './pageHeader.css';

/** One step of the trail above a title; `link` is the rendered router link (ui knows no router). */
export interface Crumb {
  label: string;
  link?: ReactNode;
}

/**
 * A page's header: breadcrumbs, the page's one h1 and an optional line under it on the left;
 * its actions on the right, spaced, in the same row.
 */
export function PageHeader({
  title,
  subtitle,
  breadcrumbs = [],
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  breadcrumbs?: readonly Crumb[];
  actions?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <div className={styles.titles}>
        {breadcrumbs.length > 0 ? (
          <nav aria-label="Breadcrumb">
            <ol className={styles.crumbs}>
              {breadcrumbs.map((crumb, index) => (
                <li key={crumb.label} className={styles.crumb}>
                  {/* Text, not an icon: this file is in /login's chunk, the icon set is not. */}
                  {index > 0 ? <span aria-hidden="true">›</span> : null}
                  {crumb.link ?? crumb.label}
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <h1 className={heading[1]}>{title}</h1>
        {subtitle ? <p className={styles.muted}>{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
