import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import * as styles from './emptyState.css';

// Varied widths read as text; equal bars read as a broken page.
const WIDTHS = ['92%', '78%', '85%', '64%', '88%', '72%'];

/**
 * Grey bars in the shape of what is loading: `rows` lines of a list or a record's fields. It
 * announces "Loading" once (role status), the bars themselves are hidden from screen readers.
 */
export function Skeleton({
  rows = 5,
  columns = 1,
  label = 'Loading',
}: {
  rows?: number;
  columns?: number;
  label?: string;
}) {
  return (
    <div className={styles.skeleton} role="status">
      <VisuallyHidden.Root>{label}</VisuallyHidden.Root>
      {[...Array(rows).keys()].map((row) => (
        <div key={row} className={styles.row} aria-hidden="true">
          {[...Array(columns).keys()].map((column) => (
            <span
              key={column}
              className={styles.bone}
              style={{ maxWidth: WIDTHS[(row + column) % WIDTHS.length], flex: 1 }}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
