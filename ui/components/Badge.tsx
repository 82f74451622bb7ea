import { CheckIcon, Cross2Icon } from '@radix-ui/react-icons';
import * as styles from './badge.css';
import { ScreenReaderOnly } from './ScreenReaderOnly';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/**
 * The tone of the console's statuses, by their words (order, item and payment statuses, users,
 * companies, registrations): one table, so a status reads the same on every page. A word not
 * listed is neutral.
 */
const TONES: Record<string, BadgeTone> = {
  active: 'success',
  confirmed: 'success',
  completed: 'success',
  paid: 'success',
  approved: 'success',
  enabled: 'success',
  accepted: 'success',
  converted: 'success',
  processing: 'info',
  pending: 'info',
  new: 'info',
  open: 'info',
  contacted: 'info',
  'on request': 'info',
  suspended: 'warning',
  'on hold': 'warning',
  'confirmed with failure': 'warning',
  'partially cancelled': 'warning',
  overdue: 'warning',
  'part paid': 'warning',
  'partially paid': 'warning',
  refunded: 'warning',
  cancelled: 'danger',
  canceled: 'danger',
  failed: 'danger',
  rejected: 'danger',
  declined: 'danger',
  blocked: 'danger',
  inactive: 'neutral',
  basket: 'neutral',
  closed: 'neutral',
  disabled: 'neutral',
};

export const toneOf = (status: string): BadgeTone =>
  TONES[status.trim().toLowerCase()] ?? 'neutral';

/** A status in words with its colour: the words carry the meaning, the colour helps scanning. */
export function Badge({ children, tone }: { children: string; tone?: BadgeTone | undefined }) {
  const chosen = tone ?? toneOf(children);
  return (
    <span className={styles.badge[chosen]}>
      <span className={styles.dot[chosen]} aria-hidden="true" />
      {children}
    </span>
  );
}

/** Yes or No as a tick or a cross; screen readers hear the word. */
export function YesNo({ value }: { value: boolean }) {
  return (
    <span className={styles.yesNo}>
      {value ? (
        <CheckIcon className={styles.yes} aria-hidden="true" />
      ) : (
        <Cross2Icon className={styles.no} aria-hidden="true" />
      )}
      <ScreenReaderOnly>{value ? 'Yes' : 'No'}</ScreenReaderOnly>
    </span>
  );
}
