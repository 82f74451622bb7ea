import type { ReactNode } from 'react';
import { Link } from 'wouter';

/**
 * A record's name as a real `<a href>` (wouter renders one, with the nested router's base), so
 * middle-click, open-in-new-tab and copy-link work; a plain click still navigates in the app.
 */
export function RecordLink({ href, children }: { href: string; children: ReactNode }) {
  return <Link href={href}>{children}</Link>;
}
