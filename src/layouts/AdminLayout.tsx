import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { shellClasses } from '#ui';
import { NavSection } from '../../ui/shell';
import { NavItem } from './NavItem';
import { ADMIN_NAV } from './nav/nav-items';
import { ShellFrame } from './ShellFrame';

/** Platform admin layout, rendered inside the nested /admin router (links are relative). */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <ShellFrame
      navLabel="Platform administration"
      nav={
        <NavSection title="Platform">
          {ADMIN_NAV.map((entry) => (
            <NavItem key={entry.id} href={entry.path} icon={entry.icon}>
              {entry.label}
            </NavItem>
          ))}
          <li>
            <Link href="~/" className={shellClasses.navLink}>
              Back to the console
            </Link>
          </li>
        </NavSection>
      }
    >
      {children}
    </ShellFrame>
  );
}
