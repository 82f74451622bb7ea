import type { ReactNode } from 'react';
import * as styles from './alert.css';

export type AlertTone = keyof typeof styles.alert;

/** An inline message. Danger alerts interrupt screen readers; the others wait politely. */
export function Alert({ tone = 'info', children }: { tone?: AlertTone; children: ReactNode }) {
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={styles.alert[tone]}>
      {children}
    </div>
  );
}
