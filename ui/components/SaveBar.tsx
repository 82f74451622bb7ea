import type { ReactNode } from 'react';
import * as styles from './saveBar.css';

/** The foot of a form: its actions (Save first) and a line about them, kept in view. */
export function SaveBar({ children }: { children: ReactNode }) {
  return <div className={styles.bar}>{children}</div>;
}
