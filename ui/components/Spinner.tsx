import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import * as styles from './spinner.css';

/** A busy indicator. With a `label` it is announced; without, it is decoration. */
export function Spinner({ label }: { label?: string }) {
  return (
    <span role={label ? 'status' : undefined}>
      <span className={styles.spinner} aria-hidden="true" />
      {label ? <VisuallyHidden.Root>{label}</VisuallyHidden.Root> : null}
    </span>
  );
}

/** A centred spinner for a page or panel that is loading. */
export function LoadingBlock({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.block}>
      <Spinner label={label} />
    </div>
  );
}
