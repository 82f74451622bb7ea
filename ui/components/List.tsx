import type { ReactNode } from 'react';
import * as styles from './list.css';

/** A plain list of rows separated by rules. */
export function List<T>({
  items,
  getKey,
  render,
  label,
}: {
  items: readonly T[];
  getKey: (item: T) => string | number;
  render: (item: T) => ReactNode;
  label?: string;
}) {
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={getKey(item)} className={styles.item}>
          {render(item)}
        </li>
      ))}
    </ul>
  );
}
