import type { ReactNode } from 'react';
import * as styles from './emptyState.css';

/**
 * What an empty list or panel shows: what is missing, in a sentence, and the next action (an
 * Add button, say) so the user is never left at a dead end.
 */
export function EmptyState({
  title,
  children,
  icon,
  action,
}: {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={styles.empty}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p className={styles.title}>{title}</p>
      {children ? <p className={styles.text}>{children}</p> : null}
      {action ? <div>{action}</div> : null}
    </div>
  );
}
