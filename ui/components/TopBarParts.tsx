export { ScreenReaderOnly } from './ScreenReaderOnly';

import * as styles from './topBarParts.css';

/** A company (or product) mark: optional logo, then the name as text. */
export function CompanyMark({ logoUrl, name }: { logoUrl?: string | null; name: string }) {
  return (
    <span className={styles.company}>
      {/* Decorative: the name follows as text. */}
      {logoUrl ? <img src={logoUrl} alt="" className={styles.logo} /> : null}
      <span className={styles.companyName}>{name}</span>
    </span>
  );
}

export const topBarClasses = { badge: styles.appBadge };
