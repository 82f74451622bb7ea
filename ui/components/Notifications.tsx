import * as Toast from '@radix-ui/react-toast';
import { NOTIFICATION_MS } from '#contract/constants';
import * as styles from './notifications.css';

export interface NotificationItem {
  id: number;
  kind: 'error' | 'success' | 'info';
  text: string;
}

/**
 * Notifications that close themselves after 6 s (spec section 9). Each is a live region —
 * role "alert" for failures, "status" otherwise — carrying its own text; the text is left out of
 * Radix's separate announcer so screen readers hear it once.
 */
export function Notifications({
  items,
  onDismiss,
}: {
  items: readonly NotificationItem[];
  onDismiss: (id: number) => void;
}) {
  return (
    <Toast.Provider duration={NOTIFICATION_MS} label="Notification">
      {items.map((item) => (
        <Toast.Root
          key={item.id}
          type={item.kind === 'error' ? 'foreground' : 'background'}
          role={item.kind === 'error' ? 'alert' : 'status'}
          aria-live={item.kind === 'error' ? 'assertive' : 'polite'}
          aria-atomic="true"
          className={styles.toast[item.kind]}
          onOpenChange={(open) => {
            if (!open) onDismiss(item.id);
          }}
        >
          <Toast.Description className={styles.text} data-radix-toast-announce-exclude="">
            {item.text}
          </Toast.Description>
          <Toast.Close className={styles.close} aria-label="Dismiss notification">
            ×
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={styles.viewport} />
    </Toast.Provider>
  );
}
