import * as Toast from '@radix-ui/react-toast';
import { NOTIFICATION_MS } from '#contract/constants';
import * as styles from './notifications.css';

export interface NotificationItem {
  id: number;
  kind: 'error' | 'success' | 'info';
  text: string;
}

/**
 * Notifications that close themselves after 6 s (spec section 9). Each one's text is a live
 * region — role "alert" for failures, "status" otherwise; the text is left out of Radix's
 * separate announcer so screen readers hear it once.
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
          className={styles.toast[item.kind]}
          onOpenChange={(open) => {
            if (!open) onDismiss(item.id);
          }}
        >
          {/* The live region is the text, not the list item Radix renders: an item with a role
              of its own leaves the list without items (axe's list rule). */}
          <Toast.Description
            className={styles.text}
            data-radix-toast-announce-exclude=""
            role={item.kind === 'error' ? 'alert' : 'status'}
            aria-live={item.kind === 'error' ? 'assertive' : 'polite'}
            aria-atomic="true"
          >
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
