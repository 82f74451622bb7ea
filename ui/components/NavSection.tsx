import { ChevronDownIcon } from '@radix-ui/react-icons';
import type { ReactNode } from 'react';
import * as styles from './shell.css';

/**
 * A titled group of navigation links (a list of NavItem-like <li>s). With `onOpenChange` the
 * title is a disclosure button that folds the list away (the open state is the caller's, so it
 * can be kept per user and opened for the page being shown).
 */
export function NavSection({
  title,
  open = true,
  onOpenChange,
  children,
}: {
  title: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}) {
  const id = `nav-section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    // A heading and a labelled list, not a region: five landmarks in the nav would be noise.
    <div className={styles.navSection}>
      <h2 id={id} className={styles.navSectionTitle}>
        {onOpenChange ? (
          <button
            type="button"
            className={styles.navSectionToggle}
            aria-expanded={open}
            aria-controls={`${id}-list`}
            onClick={() => onOpenChange(!open)}
          >
            <span>{title}</span>
            <ChevronDownIcon aria-hidden className={styles.navSectionChevron} />
          </button>
        ) : (
          title
        )}
      </h2>
      <ul id={`${id}-list`} aria-labelledby={id} className={styles.navList} hidden={!open}>
        {children}
      </ul>
    </div>
  );
}
