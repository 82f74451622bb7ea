import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { NavSection, shellClasses } from '#ui';
import { NavItem } from './NavItem';
import { ShellFrame } from './ShellFrame';

/** Platform admin layout, rendered inside the nested /admin router (links are relative). */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <ShellFrame
      navLabel="Platform administration"
      nav={
        <NavSection title="Platform">
          <NavItem href="/crm">CRM</NavItem>
          <NavItem href="/audit">Audit trail</NavItem>
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
